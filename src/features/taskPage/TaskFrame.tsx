// The frame every task page shares (spec 2, section 2.2): the sticky action bar, the view banner and stepper, the
// related tasks, and the Brand and Task panels. Every action is enabled exactly when the task machine allows it.
import {
  Accordion,
  AccordionHeader,
  AccordionItem,
  AccordionPanel,
  Badge,
  Button,
  Card,
  Checkbox,
  Link,
  MessageBar,
  MessageBarBody,
  Text,
  Title3,
  Tooltip,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import { ArrowLeftRegular, ArrowUndoRegular, CheckmarkRegular, ClockRegular, HistoryRegular, OpenRegular, SaveRegular } from '@fluentui/react-icons';
import { useMemo, useState, type JSX, type ReactNode } from 'react';
import { graphql, useFragment } from 'react-relay';
import { useNavigate } from 'react-router-dom';
import { EMPTY_VALUE, formatDateTime } from '../../../domain/dates';
import type { TaskEvent } from '../../../machines/taskLifecycleMachine';
import { viewName } from '../../../machines/taskRules';
import type { ViewType } from '../../../machines/taskTypes';
import { useRegisterCommands } from '../../app/commands/useRegisterCommands';
import { useShortcut } from '../../app/commands/useShortcut';
import { useNotify } from '../../app/notifications/useNotify';
import { useSession } from '../../app/session/useSession';
import { PRODUCT_NAME } from '../../app/shell/productName';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { DateTimeText } from '../../components/DateTimeText';
import { errorMessage, errorType } from '../../relay/errorMessage';
import { HistoryDrawer } from '../history/HistoryDrawer';
import { LockMarker } from '../locks/LockMarker';
import { useHoldLock } from '../locks/useLocks';
import { availability, taskFactsOf } from '../tasks/taskFacts';
import { taskListByType } from '../tasks/taskListDefinitions';
import { rememberedFilters } from '../tasks/taskListQueryString';
import type { TaskFrame_task$key } from './__generated__/TaskFrame_task.graphql';
import { AwaitingDialog } from './AwaitingDialog';
import { notificationTitles, pathAfterResolve, type TaskAction, type TaskPageKind } from './taskKindBySlug';
import { useTaskAction, type ResolvePayload } from './useTaskAction';
import { ViewStepper } from './ViewStepper';

const useStyles = makeStyles({
  page: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM, paddingInline: tokens.spacingHorizontalXXL, paddingBottom: tokens.spacingVerticalXXL },
  bar: {
    position: 'sticky',
    top: 0,
    zIndex: 2,
    display: 'flex',
    alignItems: 'center',
    gap: tokens.spacingHorizontalS,
    flexWrap: 'wrap',
    paddingBlock: tokens.spacingVerticalS,
    backgroundColor: tokens.colorNeutralBackground2,
    borderBottom: `1px solid ${tokens.colorNeutralStroke2}`,
  },
  title: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalS, marginRight: 'auto' },
  grid: { display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(220px, 1fr))', gap: tokens.spacingVerticalS },
  label: { color: tokens.colorNeutralForeground3, fontSize: tokens.fontSizeBase200 },
  related: { display: 'flex', gap: tokens.spacingHorizontalM, flexWrap: 'wrap', alignItems: 'center' },
  viewRow: { display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: tokens.spacingHorizontalM, flexWrap: 'wrap' },
});

const RELATED_ORDER = ['BRAND_GATEWAY', 'BRAND_DEFINITION', 'MENU_DEFINITION', 'MENU_SCRAPING', 'DISH_REVIEW'];
const human = (value: string | null | undefined) => (value ? value.replaceAll('_', ' ').toLowerCase() : EMPTY_VALUE);

function Fact({ label, children }: { label: string; children: ReactNode }) {
  const styles = useStyles();
  return (
    <div>
      <div className={styles.label}>{label}</div>
      <div>{children ?? EMPTY_VALUE}</div>
    </div>
  );
}

export function TaskFrame({ kind, task: taskKey, children }: { kind: TaskPageKind; task: TaskFrame_task$key; children?: ReactNode }) {
  const styles = useStyles();
  const task = useFragment(
    graphql`
      fragment TaskFrame_task on Task {
        id
        databaseId
        type
        status
        isAssignable
        isAwaiting
        awaitingReason
        awaitingReasonComment
        isInScrapingCluster
        currentViewType
        modifiedDate
        resolvedDate
        reopenedDate
        reopenReason
        isRerunFlow
        isAutoResolved
        miscTaskVerifiedDate
        miscTaskVerifiedComment
        miscTaskQCVerifiedDate
        miscTaskQCVerifiedComment
        assignedTo {
          databaseId
          name
        }
        resolvedBy {
          databaseId
          name
        }
        reopenedBy {
          databaseId
          name
        }
        miscTaskVerifiedBy {
          databaseId
          name
        }
        miscTaskQCVerifiedBy {
          databaseId
          name
        }
        views {
          type
          status
          resolvedDate
          resolvedBy {
            databaseId
            name
          }
        }
        relatedTasks {
          databaseId
          type
          status
          isAutoResolved
        }
        brand {
          databaseId
          name
          website
          status
          rank
          messinessScore
          locationCount
          includedLocationCount
        }
        ... on MenuScrapingTask {
          verification
          verifiedBy {
            databaseId
            name
          }
          verifiedDate
          menu {
            databaseId
            url
            status
            format
            isDeleted
            isAwaitingProbing
          }
        }
        ... on DishReviewTask {
          menu {
            databaseId
            url
            status
            format
            isDeleted
            isAwaitingProbing
          }
        }
      }
    `,
    taskKey,
  );
  const { user, permissions } = useSession();
  const notify = useNotify();
  const navigate = useNavigate();
  const { run, pending } = useTaskAction(kind);
  const [confirmResolve, setConfirmResolve] = useState(false);
  const [awaitingOpen, setAwaitingOpen] = useState(false);
  const [historyOpen, setHistoryOpen] = useState(false);

  const facts = taskFactsOf(task);
  const actor = user ? { id: user.databaseId, roleName: '', permissions } : null;
  const at = new Date().toISOString();
  const can = (event: (actorValue: NonNullable<typeof actor>) => TaskEvent) =>
    actor ? availability(facts, event(actor)) : { enabled: false, reason: 'Sign in first.' };
  const assignedToMe = task.assignedTo?.databaseId === user?.databaseId;
  const assign = can((a) => ({ type: 'ASSIGN', actor: a, toUserId: a.id, at }));
  const unassign = can((a) => ({ type: 'UNASSIGN', actor: a, at }));
  const save = can((a) => ({ type: 'SAVE', actor: a, at }));
  const resolve = can((a) => ({ type: 'RESOLVE', actor: a, at }));
  const markAwaiting = can((a) => ({ type: 'MARK_AWAITING', actor: a, reason: 'MESSY_BRAND', comment: null, at }));
  const unmarkAwaiting = can((a) => ({ type: 'UNMARK_AWAITING', actor: a, at }));
  const reopen = can((a) => ({ type: 'REOPEN', actor: a, at }));
  const miscVerify = can((a) => ({ type: 'MISC_VERIFY', actor: a, comment: null, at }));
  const miscQcVerify = can((a) => ({ type: 'MISC_QC_VERIFY', actor: a, comment: null, at }));

  const isBrandTask = task.currentViewType !== null && task.currentViewType !== undefined;
  useHoldLock('BRAND', task.brand.databaseId, kind.type === 'BRAND_GATEWAY');

  const list = taskListByType(kind.type);
  const listPath = () => {
    const remembered = rememberedFilters(list);
    return `/tasks/${list.slug}${remembered ? `?${remembered}` : ''}`;
  };

  async function act(action: TaskAction, variables: Record<string, unknown> = {}) {
    const titles = notificationTitles(kind, action);
    try {
      const response = await run<ResolvePayload>(action, { id: task.id, ...variables });
      notify.success(titles.success);
      return response;
    } catch (error) {
      if (errorType(error) === 'MAX_ASSIGNED_DEFINITION_TASK_LIMIT_REACHED' && user) {
        notify.error(titles.failure, `${errorMessage(error)} See your tasks: /tasks/${list.slug}?assignedToId=${user.databaseId}&statuses=NOT_STARTED,STARTED,REOPENED`);
      } else notify.error(titles.failure, errorMessage(error));
      return null;
    }
  }

  const doResolve = async () => {
    setConfirmResolve(false);
    const response = await act('resolve', { expectedModifiedDate: task.modifiedDate });
    if (!response) return;
    if (response.resolution.isBrandDefinitionAutoResolved) {
      notify.warning('The brand definition view was auto-resolved.', 'Every included location already had a matched place; you are taken to the menu definition task.');
    }
    const next = pathAfterResolve(kind, response.resolution.nextTask);
    void navigate(next === `/tasks/${kind.slug}` ? listPath() : next);
  };

  const actions = {
    toggleAssign: () => void act(assignedToMe ? 'unassign' : 'assign', assignedToMe ? {} : { toUserId: String(user?.databaseId) }),
    save: () => void act('save', { expectedModifiedDate: task.modifiedDate }),
    done: () => setConfirmResolve(true),
    awaiting: () => (task.isAwaiting ? void act('unmarkAwaiting') : setAwaitingOpen(true)),
    reopen: () => void act('reopen'),
    back: () => void navigate(listPath()),
  };
  const assignState = assignedToMe ? unassign : assign;
  const awaitingState = task.isAwaiting ? unmarkAwaiting : markAwaiting;

  useShortcut('mod+shift+s', (event) => {
    event.preventDefault();
    if (save.enabled) actions.save();
  }, { description: 'Save the task' });
  useShortcut('mod+enter', (event) => {
    event.preventDefault();
    if (resolve.enabled) actions.done();
  }, { description: 'Done: resolve the task' });
  useShortcut('a', () => assignState.enabled && actions.toggleAssign(), { description: 'Assign to me / unassign' });
  useShortcut('w', () => awaitingState.enabled && actions.awaiting(), { description: 'Mark or unmark as awaiting' });
  useShortcut('b', actions.back, { description: 'Go back to the list' });

  const related = [...task.relatedTasks]
    .filter((related) => related.databaseId !== task.databaseId)
    .sort((a, b) => RELATED_ORDER.indexOf(a.type) - RELATED_ORDER.indexOf(b.type));
  const relatedPath = (related: { type: string; databaseId: number }) => `/tasks/${related.type.toLowerCase().replaceAll('_', '-')}/${related.databaseId}`;

  const commands = useMemo(
    () => [
      { id: 'task.assign', title: assignedToMe ? 'Unassign me' : 'Assign to me', group: 'Task', shortcut: 'A', disabled: !assignState.enabled, run: actions.toggleAssign },
      { id: 'task.save', title: 'Save', group: 'Task', shortcut: 'Ctrl+Shift+S', disabled: !save.enabled, run: actions.save },
      { id: 'task.done', title: 'Done', group: 'Task', shortcut: 'Ctrl+Enter', disabled: !resolve.enabled, run: actions.done },
      { id: 'task.awaiting', title: task.isAwaiting ? 'Unmark as awaiting' : 'Mark as awaiting', group: 'Task', shortcut: 'W', disabled: !awaitingState.enabled, run: actions.awaiting },
      { id: 'task.reopen', title: 'Reopen', group: 'Task', disabled: !reopen.enabled, run: actions.reopen },
      { id: 'task.history', title: 'Open history', group: 'Task', run: () => setHistoryOpen(true) },
      { id: 'task.back', title: 'Go back', group: 'Task', shortcut: 'B', run: actions.back },
      ...related.map((item) => ({ id: `task.related.${item.databaseId}`, title: `Open related ${human(item.type)} task ${item.databaseId}`, group: 'Related tasks', run: () => void navigate(relatedPath(item)) })),
    ],
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [task, assignedToMe, assignState.enabled, save.enabled, resolve.enabled, awaitingState.enabled, reopen.enabled],
  );
  useRegisterCommands(commands);

  const button = (label: string, state: { enabled: boolean; reason: string | null }, onClick: () => void, icon: JSX.Element, primary = false) => (
    <Tooltip content={state.reason ?? label} relationship="description">
      <Button appearance={primary ? 'primary' : 'secondary'} icon={icon} disabledFocusable={!state.enabled || pending !== null} onClick={onClick}>
        {label}
      </Button>
    </Tooltip>
  );

  return (
    <div className={styles.page}>
      <div className={styles.bar}>
        <div className={styles.title}>
          <Button appearance="subtle" icon={<ArrowLeftRegular />} onClick={actions.back} aria-label="Go back" />
          {kind.type === 'BRAND_GATEWAY' && <LockMarker entityType="BRAND" entityId={task.brand.databaseId} />}
          <Title3 as="h1">
            {kind.label} task {task.databaseId}
          </Title3>
          <Badge appearance="tint" color={task.status === 'RESOLVED' ? 'success' : task.status === 'REOPENED' ? 'warning' : 'informative'}>
            {human(task.status)}
          </Badge>
        </div>
        <Tooltip content={assignState.reason ?? (assignedToMe ? 'Unassign me' : 'Assign to me')} relationship="description">
          <Checkbox label="Assign to me" checked={assignedToMe} disabled={!assignState.enabled || pending !== null} onChange={actions.toggleAssign} />
        </Tooltip>
        {button('Save', save, actions.save, <SaveRegular />)}
        {button('Done', resolve, actions.done, <CheckmarkRegular />, true)}
        {button(task.isAwaiting ? 'Unmark as awaiting' : 'Mark as awaiting', awaitingState, actions.awaiting, <ClockRegular />)}
        {button('Reopen', reopen, actions.reopen, <ArrowUndoRegular />)}
        <Button icon={<HistoryRegular />} onClick={() => setHistoryOpen(true)}>
          History
        </Button>
      </div>

      {isBrandTask && (
        <MessageBar intent="info">
          <MessageBarBody>
            <div className={styles.viewRow}>
              <span>
                You are in the <strong>{task.currentViewType === 'DEFINE' ? 'Define' : task.currentViewType}</strong> view
              </span>
              <ViewStepper views={task.views} current={task.currentViewType} />
            </div>
          </MessageBarBody>
        </MessageBar>
      )}
      {task.menu?.isDeleted && (
        <MessageBar intent="error">
          <MessageBarBody>This menu is deleted</MessageBarBody>
        </MessageBar>
      )}
      {kind.type === 'MENU_SCRAPING' && task.menu?.isAwaitingProbing && (
        <MessageBar intent="warning">
          <MessageBarBody>This menu is still waiting for probing</MessageBarBody>
        </MessageBar>
      )}

      <Card>
        <div className={styles.related} aria-label="Related tasks">
          <Text weight="semibold">Related tasks</Text>
          {related.length === 0 && <Text className={styles.label}>None yet</Text>}
          {related.map((item) => (
            <Link key={item.databaseId} href={relatedPath(item)} onClick={(event) => { event.preventDefault(); void navigate(relatedPath(item)); }}>
              {human(item.type)} {item.databaseId} · {human(item.status)}
              {item.isAutoResolved ? ' (auto-resolved)' : ''}
            </Link>
          ))}
        </div>
      </Card>

      <Accordion multiple collapsible defaultOpenItems={['brand', 'task']}>
        <AccordionItem value="brand">
          <AccordionHeader as="h2">Brand</AccordionHeader>
          <AccordionPanel>
            <div className={styles.grid}>
              <Fact label="ID">{task.brand.databaseId}</Fact>
              <Fact label="Name">{task.brand.name}</Fact>
              <Fact label="Website">
                {task.brand.website ? (
                  <Link href={task.brand.website} target="_blank" rel="noreferrer">
                    {task.brand.website} <OpenRegular />
                  </Link>
                ) : (
                  EMPTY_VALUE
                )}
              </Fact>
              <Fact label="Status">{human(task.brand.status)}</Fact>
              <Fact label="Rank">{human(task.brand.rank)}</Fact>
              <Fact label="Messiness">{task.brand.messinessScore}</Fact>
              <Fact label="Locations">
                {task.brand.includedLocationCount} included of {task.brand.locationCount}
              </Fact>
              {task.menu && <Fact label="Menu">{`${task.menu.databaseId} · ${human(task.menu.format)} · ${human(task.menu.status)}`}</Fact>}
            </div>
          </AccordionPanel>
        </AccordionItem>
        <AccordionItem value="task">
          <AccordionHeader as="h2">Task</AccordionHeader>
          <AccordionPanel>
            <div className={styles.grid}>
              <Fact label="Assigned to">{task.assignedTo?.name ?? EMPTY_VALUE}</Fact>
              <Fact label="Awaiting reason">{task.isAwaiting ? human(task.awaitingReason) : EMPTY_VALUE}</Fact>
              <Fact label="Awaiting comment">{task.awaitingReasonComment ?? EMPTY_VALUE}</Fact>
              <Fact label="Updated at">
                <DateTimeText value={task.modifiedDate} />
              </Fact>
              {task.status === 'REOPENED' && (
                <>
                  <Fact label="Reopened by">{task.reopenedBy?.name || PRODUCT_NAME}</Fact>
                  <Fact label="Reopened at">
                    <DateTimeText value={task.reopenedDate} />
                  </Fact>
                  <Fact label="Reopen reason">{human(task.reopenReason)}</Fact>
                </>
              )}
              {(kind.type === 'MENU_DEFINITION' || kind.type === 'MENU_SCRAPING' || kind.type === 'DISH_REVIEW') && (
                <Fact label="Rerun flow">{task.isRerunFlow ? 'Yes' : 'No'}</Fact>
              )}
              <Fact label="Miscellaneous verification">
                {task.miscTaskVerifiedBy ? (
                  <Badge appearance="tint" color="success">{`Verified by ${task.miscTaskVerifiedBy.name} at ${formatDateTime(String(task.miscTaskVerifiedDate))}`}</Badge>
                ) : (
                  <Tooltip content={miscVerify.reason ?? 'Verify'} relationship="description">
                    <Button size="small" disabledFocusable={!miscVerify.enabled} onClick={() => void act('miscVerify', { comment: null })}>
                      Verify
                    </Button>
                  </Tooltip>
                )}
              </Fact>
              <Fact label="Miscellaneous QC verification">
                {task.miscTaskQCVerifiedBy && !miscQcVerify.enabled ? (
                  <Badge appearance="tint" color="success">{`QC verified by ${task.miscTaskQCVerifiedBy.name}`}</Badge>
                ) : (
                  <Tooltip content={miscQcVerify.reason ?? 'QC verify'} relationship="description">
                    <Button size="small" disabledFocusable={!miscQcVerify.enabled} onClick={() => void act('miscQcVerify', { comment: null })}>
                      QC verify
                    </Button>
                  </Tooltip>
                )}
              </Fact>
            </div>
          </AccordionPanel>
        </AccordionItem>
      </Accordion>

      {children}

      <ConfirmDialog open={confirmResolve} title="Resolve task" onConfirm={() => void doResolve()} onCancel={() => setConfirmResolve(false)}>
        Are you sure you want to resolve this task?
        {task.currentViewType ? ` This resolves its ${viewName(task.currentViewType as ViewType)} view.` : ''}
      </ConfirmDialog>
      <AwaitingDialog
        open={awaitingOpen}
        busy={pending === 'markAwaiting'}
        onCancel={() => setAwaitingOpen(false)}
        onSubmit={(values) => {
          setAwaitingOpen(false);
          void act('markAwaiting', { awaitingReason: values.awaitingReason, awaitingReasonComment: values.awaitingReasonComment || null });
        }}
      />
      <HistoryDrawer entityType={kind.entityType} entityIds={[task.databaseId]} open={historyOpen} onClose={() => setHistoryOpen(false)} title={`History of task ${task.databaseId}`} />
    </div>
  );
}
