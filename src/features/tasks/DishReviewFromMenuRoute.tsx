// /tasks/dish-review/from-menu-id/{menuId}: finds the menu's dish review task and goes to it (replacing this address
// in the history, so Back does not bounce here); says so plainly when the menu has none.
import { Button } from '@fluentui/react-components';
import { DocumentSearchRegular } from '@fluentui/react-icons';
import { graphql, useLazyLoadQuery } from 'react-relay';
import { Navigate, useNavigate, useParams } from 'react-router-dom';
import { usePageRetryKey } from '../../app/errors/pageRetryKey';
import { EmptyState } from '../../components/EmptyState';
import { useDocumentTitle } from '../../app/shell/useDocumentTitle';
import type { DishReviewFromMenuRouteQuery } from './__generated__/DishReviewFromMenuRouteQuery.graphql';
import { taskListBySlug } from './taskListDefinitions';
import { listPath, menuIdOf } from './taskListLogic';
import { rememberedFilters } from './taskListQueryString';

export function DishReviewFromMenuRoute() {
  const { menuId: param } = useParams();
  const menuId = menuIdOf(param);
  useDocumentTitle('Dish review task');
  if (menuId === null) return <NoDishReviewTask description={`'${param ?? ''}' is not a menu id.`} />;
  return <DishReviewRedirect menuId={menuId} />;
}

function DishReviewRedirect({ menuId }: { menuId: number }) {
  const data = useLazyLoadQuery<DishReviewFromMenuRouteQuery>(
    graphql`
      query DishReviewFromMenuRouteQuery($menuId: Int!) {
        dishReviewTaskByMenuId(menuId: $menuId) {
          databaseId
        }
      }
    `,
    { menuId },
    { fetchPolicy: 'network-only', fetchKey: usePageRetryKey() },
  );
  const task = data.dishReviewTaskByMenuId;
  if (task) return <Navigate to={`/tasks/dish-review/${task.databaseId}`} replace />;
  return <NoDishReviewTask description={`Menu ${menuId} has no dish review task. One opens once the menu has been scraped.`} />;
}

function NoDishReviewTask({ description }: { description: string }) {
  const navigate = useNavigate();
  const list = taskListBySlug('dish-review');
  return (
    <EmptyState
      size="page"
      icon={<DocumentSearchRegular />}
      title="No dish review task for this menu"
      description={description}
      actions={list && <Button onClick={() => void navigate(listPath(list, rememberedFilters(list)))}>Go to the dish review list</Button>}
    />
  );
}
