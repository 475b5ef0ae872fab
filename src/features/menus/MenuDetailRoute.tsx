// /menus/{menuId}: one menu by number (or global id), read fresh every time (spec 2, section 7: menu(id) without
// cache), or a clear message when there is no such menu.
import { DocumentTextRegular } from '@fluentui/react-icons';
import { graphql, useLazyLoadQuery } from 'react-relay';
import { useParams } from 'react-router-dom';
import { usePageRetryKey } from '../../app/errors/pageRetryKey';
import { useDocumentTitle } from '../../app/shell/useDocumentTitle';
import { EmptyState } from '../../components/EmptyState';
import { LinkButton } from '../../components/LinkButton';
import { useBrandPageStyles } from '../brands/brandPageStyles';
import type { MenuDetailRouteQuery } from './__generated__/MenuDetailRouteQuery.graphql';
import { MenuDetail } from './MenuDetail';

export function MenuDetailRoute() {
  const { menuId = '' } = useParams();
  const data = useLazyLoadQuery<MenuDetailRouteQuery>(
    graphql`
      query MenuDetailRouteQuery($id: ID!) {
        menu(id: $id) {
          id
          ...MenuDetail_menu
        }
      }
    `,
    { id: menuId },
    { fetchPolicy: 'network-only', fetchKey: usePageRetryKey() },
  );
  if (!data.menu) return <MenuMissing menuId={menuId} />;
  return <MenuDetail key={data.menu.id} menu={data.menu} />;
}

function MenuMissing({ menuId }: { menuId: string }) {
  const pageStyles = useBrandPageStyles();
  useDocumentTitle('Menu not found');
  return (
    <div className={pageStyles.page}>
      <EmptyState
        size="page"
        icon={<DocumentTextRegular />}
        title="Menu not found"
        description={`There is no menu ${menuId}.`}
        actions={
          <LinkButton to="/menus" appearance="primary">
            Back to menus
          </LinkButton>
        }
      />
    </div>
  );
}
