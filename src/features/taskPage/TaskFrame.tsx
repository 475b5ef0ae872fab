// The frame every task page shares (spec 2, section 2.2): the sticky action bar, the view banner and stepper, the
// related tasks, the banners and the collapsible Brand and Task panels. Every action is enabled exactly when the task
// machine (the API's own rules) allows it; the keyboard shortcuts and the palette reach every action.
import {
  Accordion,
  AccordionHeader,
  AccordionItem,
  AccordionPanel,
  MessageBar,
  MessageBarBody,
  MessageBarTitle,
  makeStyles,
  tokens,
  useToastController,
} from '@fluentui/react-components';
import { createElement, useCallback, useMemo, useRef, useState, type ReactNode } from 'react';
import { graphql, useFragment } from 'react-relay';
import { useNavigate } from 'react-router-dom';
import type { Actor, TaskType } from '../../../machines/taskTypes';
import { useRegisterCommands, type Command } from '../../app/commands/useRegisterCommands';
import { useShortcut } from '../../app/commands/useShortcut';
import { APP_TOASTER_ID } from '../../app/notifications/toasterId';
import { useNotify } from '../../app/notifications/useNotify';
import { useSession } from '../../app/session/useSession';
import { lazyWhenOpened } from '../../components/lazyWhenOpened';
import { errorMessage, errorType, graphQLErrorsOf } from '../../relay/errorMessage';
import { taskFactsOf } from '../tasks/taskFacts';
import { taskListByType } from '../tasks/taskListDefinitions';
import { rememberedFilters } from '../tasks/taskListQueryString';
import type { TaskFrame_task$key } from './__generated__/TaskFrame_task.graphql';
import { AssignedTasksLimitToast } from './AssignedTasksLimitToast';
import { BrandPanel } from './BrandPanel';
import { RelatedTasksNavigator } from './RelatedTasksNavigator';
import { ResolvedDatesPanel } from './ResolvedDatesPanel';
import { RESOLVED_DATES_DOCUMENTS } from './resolvedDatesDocuments';
import { TaskActionBar } from './TaskActionBar';
import { notificationTitles, type TaskAction, type TaskPageKind } from './taskKindBySlug';
import { TaskLockIndicator } from './TaskLockIndicator';
import { TaskPanel } from './TaskPanel';
import { afterResolve, assignCheckbox, assignedTasksLinks, frameAvailability, humanize, listPathWith, offersDebugResolve, resolveConfirmationText, resolveVariables } from './taskPageLogic';
import { TaskViewBanner } from './TaskViewBanner';
import { useUnsavedChangesPrompt } from './useUnsavedChangesPrompt';
import { useAssignTaskMutation } from './useAssignTaskMutation';
import { useMarkTaskAsAwaitingMutation } from './useMarkTaskAsAwaitingMutation';
import { useReopenTaskMutation } from './useReopenTaskMutation';
import { useResolveTaskMutation } from './useResolveTaskMutation';
import { useSaveTaskMutation } from './useSaveTaskMutation';
import { useUnassignTaskMutation } from './useUnassignTaskMutation';
import { useUnmarkTaskAsAwaitingMutation } from './useUnmarkTaskAsAwaitingMutation';

// Dialogs and the history drawer load when first opened (components/lazyWhenOpened).
const ConfirmDialog = lazyWhenOpened(() => import('../../components/ConfirmDialog').then((m) => m.ConfirmDialog));
const AwaitingDialog = lazyWhenOpened(() => import('./AwaitingDialog').then((m) => m.AwaitingDialog));
const HistoryDrawer = lazyWhenOpened(() => import('../history/HistoryDrawer').then((m) => m.HistoryDrawer));

const useStyles = makeStyles({
  page: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalL,
    paddingInline: tokens.spacingHorizontalXXL,
    paddingBottom: tokens.spacingVerticalXXXL,
    maxWidth: '1600px',
    boxSizing: 'border-box',
  },
  panels: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  item: {
    backgroundColor: tokens.colorNeutralBackground1,
    border: `1px solid ${tokens.colorNeutralStroke2}`,
    borderRadius: tokens.borderRadiusLarge,
    boxShadow: tokens.shadow2,
  },
  panel: { paddingInline: tokens.spacingHorizontalL, paddingBottom: tokens.spacingVerticalL, marginInline: 0 },
  banners: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS },
});

const TASK_GROUP = 'Task';
const SHORTCUT_GROUP = 'Task page';

export interface TaskFrameProps {
  kind: TaskPageKind;
  task: TaskFrame_task$key;
  children?: ReactNode;
  /** The kind's editor has changes that are not saved: leaving the page asks first. */
  isDirty?: boolean;
  /** The unsaved-changes question, when the editor has a more precise one (e.g. about locations). */
  unsavedChangesText?: string;
}

export function TaskFrame({ kind, task: taskKey, children, isDirty = false, unsavedChangesText }: TaskFrameProps) {
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
        }
        reopenedBy {
          databaseId
        }
        miscTaskVerifiedBy {
          databaseId
        }
        miscTaskQCVerifiedBy {
          databaseId
        }
        views {
          type
          status
          resolvedDate
          resolvedBy {
            databaseId
          }
        }
        ...ResolvedDatesPanel_task
        brand {
          databaseId
          name
          ...BrandPanel_brand
        }
        ...TaskViewBanner_task
        ...RelatedTasksNavigator_task
        ...TaskPanel_task
        ... on MenuScrapingTask {
          verification
          verifiedBy {
            databaseId
          }
          verifiedDate
          menu {
            databaseId
            status
            format
            isDeleted
            isAwaitingProbing
          }
        }
        ... on DishReviewTask {
          menu {
            databaseId
            isDeleted
          }
        }
      }
    `,
    taskKey,
  );
  const { user, permissions, can } = useSession();
  // Admin only (spec 2, section 2.8), on the three brand task kinds.
  const showsResolvedDates = can('task.setResolvedDates') && RESOLVED_DATES_DOCUMENTS[kind.type] !== undefined;
  const [datesDirty, setDatesDirty] = useState(false);
  const unsavedChangesPrompt = useUnsavedChangesPrompt(isDirty || datesDirty, isDirty ? unsavedChangesText : undefined);
  const notify = useNotify();
  const { dispatchToast } = useToastController(APP_TOASTER_ID);
  const navigate = useNavigate();

  const assignMutation = useAssignTaskMutation(kind);
  const unassignMutation = useUnassignTaskMutation(kind);
  const markAwaitingMutation = useMarkTaskAsAwaitingMutation(kind);
  const unmarkAwaitingMutation = useUnmarkTaskAsAwaitingMutation(kind);
  const reopenMutation = useReopenTaskMutation(kind);
  const saveMutation = useSaveTaskMutation(kind);
  const resolveMutation = useResolveTaskMutation(kind);
  /** Set while an action is on its way: read by the keyboard handlers, which may run before React re-renders. */
  const pending = useRef(false);
  const busy = [assignMutation, unassignMutation, markAwaitingMutation, unmarkAwaitingMutation, reopenMutation, saveMutation, resolveMutation].some((m) => m.isInFlight);

  const [resolveAsked, setResolveAsked] = useState<null | { debug: boolean }>(null);
  const [awaitingOpen, setAwaitingOpen] = useState(false);
  const [historyOpen, setHistoryOpen] = useState(false);
  const [openPanels, setOpenPanels] = useState<string[]>(['brand', 'task', 'resolvedDates']);

  const actor = useMemo<Actor | null>(() => (user ? { id: user.databaseId, roleName: '', permissions } : null), [user, permissions]);
  const facts = taskFactsOf(task);
  const available = frameAvailability(facts, actor, new Date().toISOString());
  const assignBox = assignCheckbox(facts, actor, available);
  const awaitingState = task.isAwaiting ? available.unmarkAwaiting : available.markAwaiting;
  const menuFormat = task.menu && 'format' in task.menu ? task.menu.format : null;
  const menuIsAwaitingProbing = task.menu && 'isAwaitingProbing' in task.menu ? task.menu.isAwaitingProbing : false;

  const listPath = useCallback((type: TaskType) => listPathWith(type, rememberedFilters(taskListByType(type))), []);

  /** The error notification: the spec's title and the server's message; the assignment limit lists the person's tasks. */
  const fail = (title: string, error: unknown) => {
    if (errorType(error) === 'MAX_ASSIGNED_DEFINITION_TASK_LIMIT_REACHED' && user) {
      const extensions = graphQLErrorsOf(error).find((payload) => payload.extensions?.type === 'MAX_ASSIGNED_DEFINITION_TASK_LIMIT_REACHED')?.extensions;
      const toastId = `assigned-tasks-limit-${Date.now()}`;
      dispatchToast(
        createElement(AssignedTasksLimitToast, {
          toastId,
          title,
          message: errorMessage(error),
          links: assignedTasksLinks(extensions, user.databaseId, kind.type),
          onOpen: (path: string) => void navigate(path),
        }),
        { toastId, intent: 'error', timeout: -1, politeness: 'assertive' },
      );
      return;
    }
    notify.error(title, errorMessage(error));
  };

  /** Runs one action with its notifications; answers the response, or null when it failed. */
  async function act<R>(action: TaskAction, send: () => Promise<R>): Promise<R | null> {
    const titles = notificationTitles(kind, action);
    pending.current = true;
    try {
      const response = await send();
      pending.current = false;
      notify.success(titles.success);
      return response;
    } catch (error) {
      pending.current = false;
      fail(titles.failure, error);
      return null;
    }
  }

  const resolveNow = async () => {
    const variables = resolveVariables(kind.type, task.id, task.modifiedDate, resolveAsked?.debug === true);
    const response = await act('resolve', () => resolveMutation.run(variables));
    setResolveAsked(null);
    if (!response) return;
    const outcome = afterResolve(kind.type, response.resolution, listPath);
    if (outcome.autoResolvedNotice) {
      notify.warning('The brand definition view was auto-resolved.', 'Every included location already had a matched place, so you are taken to the menu definition task.');
    }
    void navigate(outcome.path);
  };

  const actions = {
    toggleAssign: () => {
      if (!assignBox.state.enabled || pending.current) return;
      if (assignBox.action === 'unassign') void act('unassign', () => unassignMutation.run({ id: task.id }));
      else void act('assign', () => assignMutation.run({ id: task.id, toUserId: user ? String(user.databaseId) : null }));
    },
    save: () => available.save.enabled && !pending.current && void act('save', () => saveMutation.run({ id: task.id, expectedModifiedDate: task.modifiedDate })),
    done: () => available.resolve.enabled && !pending.current && setResolveAsked({ debug: false }),
    doneInDebugMode: () => available.resolve.enabled && !pending.current && setResolveAsked({ debug: true }),
    awaiting: () => {
      if (!awaitingState.enabled || pending.current) return;
      if (task.isAwaiting) void act('unmarkAwaiting', () => unmarkAwaitingMutation.run({ id: task.id }));
      else setAwaitingOpen(true);
    },
    reopen: () => available.reopen.enabled && !pending.current && void act('reopen', () => reopenMutation.run({ id: task.id })),
    history: () => setHistoryOpen(true),
    back: () => void navigate(listPath(kind.type)),
  };

  useShortcut('mod+shift+s', (event) => {
    event.preventDefault();
    actions.save();
  }, { description: 'Save the task', group: SHORTCUT_GROUP });
  useShortcut('mod+enter', (event) => {
    event.preventDefault();
    actions.done();
  }, { description: 'Done: resolve the task', group: SHORTCUT_GROUP });
  useShortcut('a', actions.toggleAssign, { description: 'Assign to me (or unassign)', group: SHORTCUT_GROUP });
  useShortcut('w', actions.awaiting, { description: 'Mark or unmark as awaiting', group: SHORTCUT_GROUP });
  useShortcut('b', actions.back, { description: 'Go back to the list', group: SHORTCUT_GROUP });
  useShortcut('h', actions.history, { description: 'Open the task’s history', group: SHORTCUT_GROUP });

  const debugResolve = offersDebugResolve(kind.type, menuFormat);
  const commandKey = [assignBox.checked, assignBox.state.enabled, available.save.enabled, available.resolve.enabled, task.isAwaiting, awaitingState.enabled, available.reopen.enabled, debugResolve, busy].join();
  const commands = useMemo<Command[]>(
    () => [
      { id: 'task.assign', title: assignBox.checked ? 'Unassign me' : 'Assign to me', group: TASK_GROUP, shortcut: 'A', disabled: !assignBox.state.enabled, run: actions.toggleAssign },
      { id: 'task.save', title: 'Save', group: TASK_GROUP, shortcut: 'Ctrl+Shift+S', disabled: !available.save.enabled, run: actions.save },
      { id: 'task.done', title: 'Done', keywords: ['resolve'], group: TASK_GROUP, shortcut: 'Ctrl+Enter', disabled: !available.resolve.enabled, run: actions.done },
      ...(debugResolve
        ? [{ id: 'task.doneDebug', title: 'Resolve with debug mode scraping', group: TASK_GROUP, disabled: !available.resolve.enabled, run: actions.doneInDebugMode }]
        : []),
      { id: 'task.awaiting', title: task.isAwaiting ? 'Unmark as awaiting' : 'Mark as awaiting', group: TASK_GROUP, shortcut: 'W', disabled: !awaitingState.enabled, run: actions.awaiting },
      { id: 'task.reopen', title: 'Reopen', group: TASK_GROUP, disabled: !available.reopen.enabled, run: actions.reopen },
      { id: 'task.history', title: 'History', keywords: ['events', 'log'], group: TASK_GROUP, shortcut: 'H', run: actions.history },
      { id: 'task.back', title: 'Go back', keywords: ['list'], group: TASK_GROUP, shortcut: 'B', run: actions.back },
    ],
    // The handlers read the latest render; the enabled states decide when the list changes.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [commandKey],
  );
  useRegisterCommands(commands);

  const isGateway = kind.type === 'BRAND_GATEWAY';
  const subtitle = [task.brand.name, `brand ${task.brand.databaseId}`, task.menu ? `menu ${task.menu.databaseId}` : null, task.assignedTo ? `assigned to ${task.assignedTo.name}` : 'unassigned']
    .filter(Boolean)
    .join(' · ');

  return (
    <div className={styles.page}>
      <TaskActionBar
        title={`${kind.label} task ${task.databaseId}`}
        subtitle={subtitle}
        status={task.status}
        isAwaiting={task.isAwaiting}
        lock={<TaskLockIndicator brandId={task.brand.databaseId} hold={isGateway} />}
        busy={busy}
        assign={{ checked: assignBox.checked, state: assignBox.state, onToggle: actions.toggleAssign }}
        save={{ state: available.save, onClick: actions.save }}
        resolve={{ state: available.resolve, onClick: actions.done, debugOption: debugResolve ? { onClick: actions.doneInDebugMode } : undefined }}
        awaiting={{ state: awaitingState, onClick: actions.awaiting }}
        reopen={{ state: available.reopen, onClick: actions.reopen }}
        onHistory={actions.history}
        onBack={actions.back}
      />

      <TaskViewBanner task={task} />

      <div className={styles.banners}>
        {task.isAwaiting && (
          <MessageBar intent="warning">
            <MessageBarBody>
              <MessageBarTitle>Awaiting: {humanize(task.awaitingReason)}</MessageBarTitle>
              {task.awaitingReasonComment}
            </MessageBarBody>
          </MessageBar>
        )}
        {task.menu?.isDeleted && (
          <MessageBar intent="error">
            <MessageBarBody>This menu is deleted</MessageBarBody>
          </MessageBar>
        )}
        {kind.type === 'MENU_SCRAPING' && menuIsAwaitingProbing && (
          <MessageBar intent="warning">
            <MessageBarBody>This menu is still waiting for probing</MessageBarBody>
          </MessageBar>
        )}
      </div>

      <RelatedTasksNavigator task={task} />

      <Accordion
        className={styles.panels}
        multiple
        collapsible
        openItems={openPanels}
        onToggle={(_event, data) => setOpenPanels(data.openItems.map(String))}
      >
        <AccordionItem value="brand" className={styles.item}>
          <AccordionHeader as="h2" size="large">
            Brand
          </AccordionHeader>
          <AccordionPanel className={styles.panel}>
            <BrandPanel brand={task.brand} />
          </AccordionPanel>
        </AccordionItem>
        <AccordionItem value="task" className={styles.item}>
          <AccordionHeader as="h2" size="large">
            Task
          </AccordionHeader>
          <AccordionPanel className={styles.panel}>
            <TaskPanel kind={kind} task={task} actor={actor} miscVerify={available.miscVerify} miscQcVerify={available.miscQcVerify} />
          </AccordionPanel>
        </AccordionItem>
        {showsResolvedDates && (
          <AccordionItem value="resolvedDates" className={styles.item}>
            <AccordionHeader as="h2" size="large">
              Resolved Dates
            </AccordionHeader>
            <AccordionPanel className={styles.panel}>
              <ResolvedDatesPanel kind={kind} task={task} onDirtyChange={setDatesDirty} />
            </AccordionPanel>
          </AccordionItem>
        )}
      </Accordion>

      {children}

      <ConfirmDialog
        open={resolveAsked !== null}
        title={resolveAsked?.debug ? 'Resolve with debug mode scraping' : 'Resolve task'}
        busy={resolveMutation.isInFlight}
        onConfirm={() => void resolveNow()}
        onCancel={() => setResolveAsked(null)}
      >
        {resolveConfirmationText(task.currentViewType)}
      </ConfirmDialog>
      <AwaitingDialog
        open={awaitingOpen}
        busy={markAwaitingMutation.isInFlight}
        onCancel={() => setAwaitingOpen(false)}
        onSubmit={(values) => {
          setAwaitingOpen(false);
          void act('markAwaiting', () =>
            markAwaitingMutation.run({ id: task.id, awaitingReason: values.awaitingReason, awaitingReasonComment: values.awaitingReasonComment.trim() || null }),
          );
        }}
      />
      {unsavedChangesPrompt}
      <HistoryDrawer
        entityType={kind.entityType}
        entityIds={[task.databaseId]}
        open={historyOpen}
        onClose={() => setHistoryOpen(false)}
        title={`History of ${kind.label.toLowerCase()} task ${task.databaseId}`}
      />
    </div>
  );
}
