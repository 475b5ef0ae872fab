// History of one or more entities in a side drawer: time, who (the product's name for the system), what, and the data.
// It loads only while open.
import {
  Badge,
  Button,
  Caption1,
  DrawerBody,
  DrawerHeader,
  DrawerHeaderTitle,
  OverlayDrawer,
  Spinner,
  Text,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import { DismissRegular, HistoryRegular } from '@fluentui/react-icons';
import { Suspense } from 'react';
import { graphql, useLazyLoadQuery } from 'react-relay';
import { formatDateTime } from '../../../domain/dates';
import { PRODUCT_NAME } from '../../app/shell/productName';
import { EmptyState } from '../../app/shell/EmptyState';
import { JsonViewer } from '../../components/JsonViewer';
import type { EventEntityType, HistoryDrawerQuery } from './__generated__/HistoryDrawerQuery.graphql';

const useStyles = makeStyles({
  list: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM, paddingBottom: tokens.spacingVerticalXL },
  event: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalXS,
    paddingBlock: tokens.spacingVerticalS,
    paddingInline: tokens.spacingHorizontalM,
    borderLeft: `3px solid ${tokens.colorBrandStroke2}`,
    backgroundColor: tokens.colorNeutralBackground2,
    borderRadius: tokens.borderRadiusMedium,
  },
  meta: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalS, flexWrap: 'wrap' },
  muted: { color: tokens.colorNeutralForeground3 },
  loading: { paddingBlock: tokens.spacingVerticalXXL },
});

export interface HistoryDrawerProps {
  entityType: EventEntityType;
  entityIds: number[];
  open: boolean;
  onClose(): void;
  title?: string;
}

export function HistoryDrawer({ entityType, entityIds, open, onClose, title = 'History' }: HistoryDrawerProps) {
  const styles = useStyles();
  return (
    <OverlayDrawer position="end" size="medium" open={open} onOpenChange={(_event, data) => !data.open && onClose()}>
      <DrawerHeader>
        <DrawerHeaderTitle action={<Button appearance="subtle" aria-label="Close" icon={<DismissRegular />} onClick={onClose} />}>{title}</DrawerHeaderTitle>
      </DrawerHeader>
      <DrawerBody>
        {open && (
          <Suspense fallback={<Spinner className={styles.loading} label="Loading history" />}>
            <HistoryList entityType={entityType} entityIds={entityIds} />
          </Suspense>
        )}
      </DrawerBody>
    </OverlayDrawer>
  );
}

function HistoryList({ entityType, entityIds }: { entityType: EventEntityType; entityIds: number[] }) {
  const styles = useStyles();
  const data = useLazyLoadQuery<HistoryDrawerQuery>(
    graphql`
      query HistoryDrawerQuery($entityTypes: [EventEntityType!], $entityIds: [Int!]) {
        events(filters: { entityTypes: $entityTypes, entityIds: $entityIds }) {
          id
          type
          subType
          message
          data
          createdDate
          user {
            name
          }
        }
      }
    `,
    { entityTypes: [entityType], entityIds },
    { fetchPolicy: 'network-only' },
  );
  if (data.events.length === 0) return <EmptyState icon={<HistoryRegular />} title="No history yet" description="Changes to this record will be listed here." />;
  return (
    <ol className={styles.list} aria-label="History">
      {data.events.map((event) => (
        <li key={event.id} className={styles.event}>
          <div className={styles.meta}>
            <Badge appearance="tint" color={event.user ? 'brand' : 'informative'}>
              {event.type.replaceAll('_', ' ').toLowerCase()}
            </Badge>
            <Text weight="semibold">{event.user?.name ?? PRODUCT_NAME}</Text>
            <Caption1 className={styles.muted}>{formatDateTime(String(event.createdDate))}</Caption1>
          </div>
          <Text>{event.message}</Text>
          {event.data !== null && event.data !== undefined && <JsonViewer value={event.data} collapsed label="Data" />}
        </li>
      ))}
    </ol>
  );
}
