// /brands/locations/{locationId}: one location by number (or global id), a skeleton of the page while it loads, or a
// clear message when there is no such location.
import { Card, Skeleton, SkeletonItem, makeStyles, tokens } from '@fluentui/react-components';
import { LocationRegular } from '@fluentui/react-icons';
import { Suspense } from 'react';
import { graphql, useLazyLoadQuery } from 'react-relay';
import { useParams } from 'react-router-dom';
import { usePageRetryKey } from '../../app/errors/pageRetryKey';
import { useDocumentTitle } from '../../app/shell/useDocumentTitle';
import { EmptyState } from '../../components/EmptyState';
import { LinkButton } from '../../components/LinkButton';
import { useBrandPageStyles } from '../brands/brandPageStyles';
import type { LocationDetailRouteQuery } from './__generated__/LocationDetailRouteQuery.graphql';
import { LocationEditor } from './LocationEditor';
import { useLocationPageStyles } from './locationPageStyles';

export function LocationDetailRoute() {
  return (
    <Suspense fallback={<LocationDetailSkeleton />}>
      <LocationDetail />
    </Suspense>
  );
}

function LocationDetail() {
  const { locationId = '' } = useParams();
  const data = useLazyLoadQuery<LocationDetailRouteQuery>(
    graphql`
      query LocationDetailRouteQuery($id: ID!) {
        location(id: $id) {
          id
          ...LocationEditor_location
        }
      }
    `,
    { id: locationId },
    { fetchPolicy: 'store-and-network', fetchKey: usePageRetryKey() },
  );
  if (!data.location) return <LocationMissing locationId={locationId} />;
  // Keyed by location: opening a clone starts a fresh page, not this location's edits.
  return <LocationEditor key={data.location.id} location={data.location} />;
}

function LocationMissing({ locationId }: { locationId: string }) {
  const pageStyles = useBrandPageStyles();
  useDocumentTitle('Location not found');
  return (
    <div className={pageStyles.page}>
      <EmptyState
        size="page"
        icon={<LocationRegular />}
        title="Location not found"
        description={`There is no location ${locationId}.`}
        actions={
          <LinkButton to="/brands" appearance="primary">
            Back to brands
          </LinkButton>
        }
      />
    </div>
  );
}

const useSkeletonStyles = makeStyles({
  card: { padding: tokens.spacingHorizontalXL, gap: tokens.spacingVerticalM },
  stack: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  title: { width: '40%' },
  line: { width: '70%' },
  back: { width: '90px' },
});

/** The page's frame with its cards, so the layout does not jump when the location arrives. */
function LocationDetailSkeleton() {
  const pageStyles = useBrandPageStyles();
  const styles = useLocationPageStyles();
  const skeleton = useSkeletonStyles();
  const card = (rows: number) => (
    <Card className={skeleton.card}>
      <div className={skeleton.stack}>
        <SkeletonItem size={20} className={skeleton.title} />
        {Array.from({ length: rows }, (_unused, index) => (
          <SkeletonItem key={index} size={16} className={index % 2 ? skeleton.line : undefined} />
        ))}
      </div>
    </Card>
  );
  return (
    <Skeleton className={pageStyles.page} aria-label="Loading the location">
      <div className={skeleton.stack}>
        <SkeletonItem size={16} className={skeleton.back} />
        <SkeletonItem size={32} className={skeleton.title} />
      </div>
      <div className={styles.columns}>
        <div className={styles.column}>
          {card(6)}
          {card(5)}
        </div>
        <div className={styles.column}>
          {card(7)}
          {card(4)}
        </div>
      </div>
      {card(2)}
    </Skeleton>
  );
}
