// /brands/{brandId}: one brand by number (or global id), or a clear message when there is no such brand. Whether the
// signed-in account is developer-type (Clone, for-testing) comes from the server with the brand.
import { BuildingShopRegular } from '@fluentui/react-icons';
import { graphql, useLazyLoadQuery } from 'react-relay';
import { useParams } from 'react-router-dom';
import { usePageRetryKey } from '../../app/errors/pageRetryKey';
import { useDocumentTitle } from '../../app/shell/useDocumentTitle';
import { EmptyState } from '../../components/EmptyState';
import { LinkButton } from '../../components/LinkButton';
import type { BrandDetailRouteQuery } from './__generated__/BrandDetailRouteQuery.graphql';
import { BrandEditor } from './BrandEditor';
import { useBrandPageStyles } from './brandPageStyles';

export function BrandDetailRoute() {
  const { brandId = '' } = useParams();
  const data = useLazyLoadQuery<BrandDetailRouteQuery>(
    graphql`
      query BrandDetailRouteQuery($id: ID!) {
        brand(id: $id) {
          id
          ...BrandEditor_brand
        }
        me {
          isDeveloper
        }
      }
    `,
    { id: brandId },
    { fetchPolicy: 'store-and-network', fetchKey: usePageRetryKey() },
  );
  if (!data.brand) return <BrandMissing brandId={brandId} />;
  // Keyed by brand: opening a clone or another brand starts a fresh page, not this brand's edits.
  return <BrandEditor key={data.brand.id} brand={data.brand} isDeveloper={data.me?.isDeveloper ?? false} />;
}

function BrandMissing({ brandId }: { brandId: string }) {
  const pageStyles = useBrandPageStyles();
  useDocumentTitle('Brand not found');
  return (
    <div className={pageStyles.page}>
      <EmptyState
        size="page"
        icon={<BuildingShopRegular />}
        title="Brand not found"
        description={`There is no brand ${brandId}.`}
        actions={
          <LinkButton to="/brands" appearance="primary">
            Back to brands
          </LinkButton>
        }
      />
    </div>
  );
}
