// The Task panel (spec 2, section 2.2): status, assignee, awaiting reason and comment, updated at, the reopen details of
// a reopened task, the Rerun flow indicator on menu tasks, miscellaneous verification and, on menu scraping tasks, the
// scraping verification.
import { Badge, Divider, Text, makeStyles, tokens } from '@fluentui/react-components';
import { ArrowRepeatAllRegular } from '@fluentui/react-icons';
import { Suspense, lazy } from 'react';
import { graphql, useFragment } from 'react-relay';
import type { Actor } from '../../../machines/taskTypes';
import { PRODUCT_NAME } from '../../app/shell/productName';
import { DateTimeText } from '../../components/DateTimeText';
import type { ActionAvailability } from '../tasks/taskFacts';
import type { TaskPanel_task$key } from './__generated__/TaskPanel_task.graphql';
import { Fact, FactGrid } from './Facts';
import { MiscVerification } from './MiscVerification';
import type { TaskPageKind } from './taskKindBySlug';
import { VIEW_LABEL, humanize, isViewType } from './taskPageLogic';

// Shown on resolved menu scraping tasks only: its verify documents carry the whole frame fragment, so they load with it.
const ScrapingVerification = lazy(() => import('./ScrapingVerification').then((m) => ({ default: m.ScrapingVerification })));

const useStyles = makeStyles({
  panel: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL },
  section: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS },
  heading: { color: tokens.colorNeutralForeground2 },
  muted: { color: tokens.colorNeutralForeground3 },
  comment: { whiteSpace: 'pre-wrap' },
});

const MENU_TASKS = new Set(['MENU_DEFINITION', 'MENU_SCRAPING', 'DISH_REVIEW']);

export function TaskPanel({
  kind,
  task: taskKey,
  actor,
  miscVerify,
  miscQcVerify,
}: {
  kind: TaskPageKind;
  task: TaskPanel_task$key;
  actor: Actor | null;
  miscVerify: ActionAvailability;
  miscQcVerify: ActionAvailability;
}) {
  const styles = useStyles();
  const task = useFragment(
    graphql`
      fragment TaskPanel_task on Task {
        type
        status
        currentViewType
        isAwaiting
        awaitingReason
        awaitingReasonComment
        modifiedDate
        createdDate
        resolvedDate
        resolvedType
        reopenedDate
        reopenReason
        isRerunFlow
        isAutoResolved
        assignedTo {
          name
        }
        modifiedBy {
          name
        }
        resolvedBy {
          name
        }
        reopenedBy {
          name
        }
        ...MiscVerification_task
        ...ScrapingVerification_task @alias
      }
    `,
    taskKey,
  );
  const scraping = task.ScrapingVerification_task;
  return (
    <div className={styles.panel}>
      <FactGrid label="Task">
        <Fact label="Status">{humanize(task.status)}</Fact>
        {isViewType(task.currentViewType) && <Fact label="Current view">{VIEW_LABEL[task.currentViewType]}</Fact>}
        <Fact label="Assigned to">{task.assignedTo?.name ?? 'Nobody'}</Fact>
        <Fact label="Awaiting reason">{task.isAwaiting ? humanize(task.awaitingReason) : null}</Fact>
        <Fact label="Awaiting comment">{task.isAwaiting && task.awaitingReasonComment ? <span className={styles.comment}>{task.awaitingReasonComment}</span> : null}</Fact>
        <Fact label="Updated at">
          <DateTimeText value={task.modifiedDate} />
          {task.modifiedBy ? ` by ${task.modifiedBy.name}` : ''}
        </Fact>
        <Fact label="Created at">
          <DateTimeText value={task.createdDate} />
        </Fact>
        {task.status === 'RESOLVED' && (
          <Fact label="Resolved">
            <DateTimeText value={task.resolvedDate} />
            {task.isAutoResolved || task.resolvedType === 'AUTOMATIC' ? ' automatically' : task.resolvedBy ? ` by ${task.resolvedBy.name}` : ''}
          </Fact>
        )}
        {task.status === 'REOPENED' && (
          <>
            <Fact label="Reopened by">{task.reopenedBy?.name?.trim() || PRODUCT_NAME}</Fact>
            <Fact label="Reopened at">
              <DateTimeText value={task.reopenedDate} />
            </Fact>
            <Fact label="Reopen reason">{humanize(task.reopenReason)}</Fact>
          </>
        )}
        {MENU_TASKS.has(task.type) && (
          <Fact label="Rerun flow">
            {task.isRerunFlow ? (
              <Badge appearance="filled" color="brand" icon={<ArrowRepeatAllRegular />}>
                Rerun flow
              </Badge>
            ) : (
              <Badge appearance="outline" color="informative">
                Regular flow
              </Badge>
            )}
          </Fact>
        )}
      </FactGrid>
      <Divider />
      <div className={styles.section}>
        <Text weight="semibold" className={styles.heading}>
          Miscellaneous task
        </Text>
        <MiscVerification kind={kind} task={task} verify={miscVerify} qcVerify={miscQcVerify} />
      </div>
      {scraping && task.status === 'RESOLVED' && (
        <>
          <Divider />
          <div className={styles.section}>
            <Text weight="semibold" className={styles.heading}>
              Verification
            </Text>
            <Suspense fallback={<Text className={styles.muted}>Loading verification…</Text>}>
              <ScrapingVerification task={scraping} actor={actor} />
            </Suspense>
          </div>
        </>
      )}
    </div>
  );
}
