// History of one or more entities in a side drawer: when, who (the product's name for the system), what, and the
// data the event carried. Its query runs only while the drawer is open, and again each time it opens.
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
import { BotRegular, DismissRegular, HistoryRegular, PersonRegular } from '@fluentui/react-icons';
import { Suspense } from 'react';
import { graphql, useLazyLoadQuery } from 'react-relay';
import { DateTimeText } from '../../components/DateTimeText';
import { EmptyState } from '../../components/EmptyState';
import { JsonViewer } from '../../components/JsonViewer';
import type { EventEntityType, HistoryDrawerQuery } from './__generated__/HistoryDrawerQuery.graphql';
import { eventActor, eventBadgeColor, eventTypeLabel, newestFirst } from './eventPresentation';

const useStyles = makeStyles({
  list: { listStyleType: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS, paddingBottom: tokens.spacingVerticalXL },
  event: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalXS,
    paddingBlock: tokens.spacingVerticalM,
    paddingInline: tokens.spacingHorizontalL,
    backgroundColor: tokens.colorNeutralBackground1,
    border: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`,
    borderRadius: tokens.borderRadiusLarge,
  },
  head: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalS },
  actor: { display: 'inline-flex', alignItems: 'center', gap: tokens.spacingHorizontalXS, flexGrow: 1, minWidth: 0 },
  actorIcon: { color: tokens.colorNeutralForeground3, fontSize: tokens.fontSizeBase400, flexShrink: 0 },
  time: { color: tokens.colorNeutralForeground3, whiteSpace: 'nowrap' },
  subType: { color: tokens.colorNeutralForeground3 },
  body: { backgroundColor: tokens.colorNeutralBackground2 },
  loading: { paddingBlock: tokens.spacingVerticalXXXL },
  count: { color: tokens.colorNeutralForeground3, display: 'block', marginBottom: tokens.spacingVerticalS },
});

export interface HistoryDrawerProps {
  entityType: EventEntityType;
  entityIds: number[];
  open: boolean;
  onClose(): void;
  title?: string;
  size?: 'medium' | 'large';
}

export function HistoryDrawer({ entityType, entityIds, open, onClose, title = 'History', size = 'medium' }: HistoryDrawerProps) {
  const styles = useStyles();
  return (
    <OverlayDrawer position="end" size={size} open={open} onOpenChange={(_event, data) => !data.open && onClose()}>
      <DrawerHeader>
        <DrawerHeaderTitle action={<Button appearance="subtle" aria-label="Close" icon={<DismissRegular />} onClick={onClose} />}>{title}</DrawerHeaderTitle>
      </DrawerHeader>
      <DrawerBody className={styles.body}>
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
          databaseId
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
  if (data.events.length === 0) {
    return <EmptyState icon={<HistoryRegular />} title="No history yet" description="Changes to this record will be listed here." />;
  }
  const events = newestFirst(data.events.map((event) => ({ ...event, createdDate: String(event.createdDate) })));
  return (
    <>
      <Caption1 className={styles.count}>{events.length === 1 ? '1 event' : `${events.length} events`}, newest first</Caption1>
      <ol className={styles.list} aria-label="History">
        {events.map((event) => (
          <li key={event.id} className={styles.event}>
            <div className={styles.head}>
              <span className={styles.actor}>
                {event.user ? <PersonRegular className={styles.actorIcon} /> : <BotRegular className={styles.actorIcon} />}
                <Text weight="semibold" truncate wrap={false}>
                  {eventActor(event.user)}
                </Text>
              </span>
              <Badge appearance="tint" shape="rounded" color={eventBadgeColor(event.type)}>
                {eventTypeLabel(event.type)}
              </Badge>
              <Caption1 className={styles.time}>
                <DateTimeText value={event.createdDate} />
              </Caption1>
            </div>
            <Text>{event.message}</Text>
            {event.subType ? <Caption1 className={styles.subType}>{eventTypeLabel(event.subType)}</Caption1> : null}
            {event.data !== null && event.data !== undefined && <JsonViewer value={event.data} collapsed label="Data" />}
          </li>
        ))}
      </ol>
    </>
  );
}
