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
  Spinner,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import { Suspense, lazy, useCallback, useMemo, useRef, useState, type ReactNode } from 'react';
import { graphql, useFragment } from 'react-relay';
import { useNavigate } from 'react-router-dom';
import { BRAND_EXCLUDED_BANNER, showsBrandExcludedBanner } from '../../../domain/brandExcludedBanner';
import type { Actor, TaskType } from '../../../machines/taskTypes';
import { useNotify } from '../../app/notifications/useNotify';
import { useSession } from '../../app/session/useSession';
import { lazyWhenOpened } from '../../components/lazyWhenOpened';
import { taskFactsOf } from '../tasks/taskFacts';
import { taskListByType } from '../tasks/taskListDefinitions';
import { rememberedFilters } from '../tasks/taskListQueryString';
import type { TaskFrame_task$key } from './__generated__/TaskFrame_task.graphql';
import { BrandPanel } from './BrandPanel';
import { RelatedTasksNavigator } from './RelatedTasksNavigator';
import { hasResolvedDates } from './resolvedDatesKinds';
import { TaskActionBar } from './TaskActionBar';
import { notificationTitles, type TaskAction, type TaskPageKind } from './taskKindBySlug';
import { TaskLockIndicator } from './TaskLockIndicator';
import { TaskPanel } from './TaskPanel';
import { afterResolve, assignCheckbox, frameAvailability, humanize, listPathWith, offersDebugResolve, resolveConfirmationText, resolveVariables } from './taskPageLogic';
import { TaskViewBanner } from './TaskViewBanner';
import type { EditorPurpose, TaskEditorBinding } from './taskEditor';
import { useTaskFailureNotice } from './useTaskFailureNotice';
import { useTaskFrameCommands } from './useTaskFrameCommands';
import { useUnsavedChangesPrompt } from './useUnsavedChangesPrompt';
import { useAssignTaskMutation } from './useAssignTaskMutation';
import { useMarkTaskAsAwaitingMutation } from './useMarkTaskAsAwaitingMutation';
import { useReopenTaskMutation } from './useReopenTaskMutation';
import { useResolveTaskMutation, type ResolveTaskMutation } from './useResolveTaskMutation';
import { useSaveTaskMutation, type SaveTaskMutation } from './useSaveTaskMutation';
import { useUnassignTaskMutation } from './useUnassignTaskMutation';
import { useUnmarkTaskAsAwaitingMutation } from './useUnmarkTaskAsAwaitingMutation';

// Dialogs and the history drawer load when first opened (components/lazyWhenOpened).
const ConfirmDialog = lazyWhenOpened(() => import('../../components/ConfirmDialog').then((m) => m.ConfirmDialog));
const AwaitingDialog = lazyWhenOpened(() => import('./AwaitingDialog').then((m) => m.AwaitingDialog));
const HistoryDrawer = lazyWhenOpened(() => import('../history/HistoryDrawer').then((m) => m.HistoryDrawer));
// Resolved dates are an admin's panel (task.setResolvedDates): it and its day arithmetic (luxon) load only for them.
const ResolvedDatesPanel = lazy(() => import('./ResolvedDatesPanel').then((m) => ({ default: m.ResolvedDatesPanel })));

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

export interface TaskFrameProps {
  kind: TaskPageKind;
  task: TaskFrame_task$key;
  children?: ReactNode;
  /** The kind's editor (taskEditor.ts): its dirty state, the payload save and done send, its Brand panel. */
  editor?: TaskEditorBinding;
}

export function TaskFrame({ kind, task: taskKey, children, editor }: TaskFrameProps) {
  const isDirty = editor?.isDirty ?? false;
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
          status
          excludedLocationReasons
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
  const resolvedDatesKind = can('task.setResolvedDates') && hasResolvedDates(kind.type) ? kind.type : null;
  const [datesDirty, setDatesDirty] = useState(false);
  const unsavedChangesPrompt = useUnsavedChangesPrompt(isDirty || datesDirty, isDirty ? editor?.unsavedChangesText : undefined);
  const notify = useNotify();
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
  const machineAvailability = frameAvailability(facts, actor, new Date().toISOString());
  // The editor may hold Save back further (nothing changed yet); the task's own refusal comes first.
  const available = machineAvailability.save.enabled && editor?.saveRefusal
    ? { ...machineAvailability, save: { enabled: false, reason: editor.saveRefusal } }
    : machineAvailability;
  const assignBox = assignCheckbox(facts, actor, available);
  const awaitingState = task.isAwaiting ? available.unmarkAwaiting : available.markAwaiting;
  const menuFormat = task.menu && 'format' in task.menu ? task.menu.format : null;
  const menuIsAwaitingProbing = task.menu && 'isAwaitingProbing' in task.menu ? task.menu.isAwaitingProbing : false;

  const listPath = useCallback((type: TaskType) => listPathWith(type, rememberedFilters(taskListByType(type))), []);

  const fail = useTaskFailureNotice(kind);

  /** Save and done: the editor's payload (null when its check refused) and its own way of showing a failure. */
  const editorPayload = (purpose: EditorPurpose) => (editor ? editor.payload(purpose) : {});
  const editorFailed = (purpose: EditorPurpose) => (title: string, error: unknown) => editor?.onFailed?.(purpose, title, error) === true || fail(title, error);

  /** Runs one action with its notifications; answers the response, or null when it failed. */
  async function act<R>(action: TaskAction, send: () => Promise<R>, failed: (title: string, error: unknown) => void = fail): Promise<R | null> {
    const titles = notificationTitles(kind, action);
    pending.current = true;
    try {
      const response = await send();
      pending.current = false;
      notify.success(titles.success);
      return response;
    } catch (error) {
      pending.current = false;
      failed(titles.failure, error);
      return null;
    }
  }

  const save = async () => {
    const payload = editorPayload('save');
    if (!payload) return;
    const variables = { id: task.id, expectedModifiedDate: task.modifiedDate, ...payload } as SaveTaskMutation['variables'];
    if (await act('save', () => saveMutation.run(variables), editorFailed('save'))) editor?.onSaved('save');
  };

  /** Done runs the editor's done check first and asks the resolve question only when it passes. */
  const askResolve = (debug: boolean) => editorPayload('resolve') !== null && setResolveAsked({ debug });

  const resolveNow = async () => {
    const payload = editorPayload('resolve');
    if (!payload) return setResolveAsked(null);
    const variables = { ...resolveVariables(kind.type, task.id, task.modifiedDate, resolveAsked?.debug === true), ...payload } as ResolveTaskMutation['variables'];
    const response = await act('resolve', () => resolveMutation.run(variables), editorFailed('resolve'));
    setResolveAsked(null);
    if (!response) return;
    editor?.onSaved('resolve');
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
    save: () => available.save.enabled && !pending.current && void save(),
    done: () => available.resolve.enabled && !pending.current && askResolve(false),
    doneInDebugMode: () => available.resolve.enabled && !pending.current && askResolve(true),
    awaiting: () => {
      if (!awaitingState.enabled || pending.current) return;
      if (task.isAwaiting) void act('unmarkAwaiting', () => unmarkAwaitingMutation.run({ id: task.id }));
      else setAwaitingOpen(true);
    },
    reopen: () => available.reopen.enabled && !pending.current && void act('reopen', () => reopenMutation.run({ id: task.id })),
    history: () => setHistoryOpen(true),
    back: () => void navigate(listPath(kind.type)),
  };

  const debugResolve = offersDebugResolve(kind.type, menuFormat);
  useTaskFrameCommands(actions, {
    assignChecked: assignBox.checked,
    assignEnabled: assignBox.state.enabled,
    saveEnabled: available.save.enabled,
    resolveEnabled: available.resolve.enabled,
    isAwaiting: task.isAwaiting,
    awaitingEnabled: awaitingState.enabled,
    reopenEnabled: available.reopen.enabled,
    debugResolve,
    busy,
  });

  const isGateway = kind.type === 'BRAND_GATEWAY';
  const subtitle = [task.brand.name, `brand ${task.brand.databaseId}`, task.menu ? `menu ${task.menu.databaseId}` : null, task.assignedTo ? `assigned to ${task.assignedTo.name}` : 'unassigned']
    .filter(Boolean)
    .join(' · ');

  return (
    <div className={styles.page}>
      <TaskActionBar
        title={`${editor?.title ?? `${kind.label} task`} ${task.databaseId}`}
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
        {(kind.type === 'BRAND_DEFINITION' || kind.type === 'MENU_DEFINITION') && showsBrandExcludedBanner(task.brand.status, task.brand.excludedLocationReasons) && (
          <MessageBar intent="warning">
            <MessageBarBody>{BRAND_EXCLUDED_BANNER}</MessageBarBody>
          </MessageBar>
        )}
        {task.menu?.isDeleted && (
          <MessageBar intent="error">
            <MessageBarBody>This menu is deleted</MessageBarBody>
          </MessageBar>
        )}
        {editor?.banners}
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
            {editor?.brandPanel ?? <BrandPanel brand={task.brand} />}
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
        {resolvedDatesKind && (
          <AccordionItem value="resolvedDates" className={styles.item}>
            <AccordionHeader as="h2" size="large">
              Resolved Dates
            </AccordionHeader>
            <AccordionPanel className={styles.panel}>
              <Suspense fallback={<Spinner size="tiny" label="Loading resolved dates" />}>
                <ResolvedDatesPanel kindType={resolvedDatesKind} task={task} onDirtyChange={setDatesDirty} />
              </Suspense>
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
