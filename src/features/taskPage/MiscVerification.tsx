// Miscellaneous verification of a done task (spec 2, section 2.2): 'Verify' by the person who resolved it, then
// 'QC verify' by a quality checker, each with a comment modal. The buttons are interactive only when the machine allows
// it; otherwise the stage shows a badge with who and when.
import { Badge, Button, Caption1, Tooltip, makeStyles, tokens } from '@fluentui/react-components';
import { CheckmarkStarburstRegular, ShieldCheckmarkRegular } from '@fluentui/react-icons';
import { useMemo, useState, type JSX } from 'react';
import { graphql, useFragment } from 'react-relay';
import { formatDateTime } from '../../../domain/dates';
import { useRegisterCommands, type Command } from '../../app/commands/useRegisterCommands';
import { useNotify } from '../../app/notifications/useNotify';
import { errorMessage } from '../../relay/errorMessage';
import type { ActionAvailability } from '../tasks/taskFacts';
import type { MiscVerification_task$key } from './__generated__/MiscVerification_task.graphql';
import { notificationTitles, type TaskPageKind } from './taskKindBySlug';
import { useMarkTaskMiscAsQCVerifiedMutation } from './useMarkTaskMiscAsQCVerifiedMutation';
import { useMarkTaskMiscAsVerifiedMutation } from './useMarkTaskMiscAsVerifiedMutation';
import { lazyWhenOpened } from '../../components/lazyWhenOpened';

const CommentDialog = lazyWhenOpened(() => import('./CommentDialog').then((m) => m.CommentDialog));

const useStyles = makeStyles({
  stages: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalXL },
  stage: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXS, minWidth: '220px' },
  row: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalS, flexWrap: 'wrap' },
  comment: { color: tokens.colorNeutralForeground2, fontStyle: 'italic', overflowWrap: 'anywhere' },
  label: { color: tokens.colorNeutralForeground3, fontSize: tokens.fontSizeBase200 },
});

type Stage = 'miscVerify' | 'miscQcVerify';

export function MiscVerification({
  kind,
  task: taskKey,
  verify,
  qcVerify,
}: {
  kind: TaskPageKind;
  task: MiscVerification_task$key;
  verify: ActionAvailability;
  qcVerify: ActionAvailability;
}) {
  const styles = useStyles();
  const notify = useNotify();
  const task = useFragment(
    graphql`
      fragment MiscVerification_task on Task {
        id
        miscTaskVerifiedBy {
          name
        }
        miscTaskVerifiedDate
        miscTaskVerifiedComment
        miscTaskQCVerifiedBy {
          name
        }
        miscTaskQCVerifiedDate
        miscTaskQCVerifiedComment
      }
    `,
    taskKey,
  );
  const verifyMutation = useMarkTaskMiscAsVerifiedMutation(kind);
  const qcVerifyMutation = useMarkTaskMiscAsQCVerifiedMutation(kind);
  const [open, setOpen] = useState<Stage | null>(null);

  const submit = async (stage: Stage, comment: string | null) => {
    const titles = notificationTitles(kind, stage);
    try {
      await (stage === 'miscVerify' ? verifyMutation : qcVerifyMutation).run({ id: task.id, comment });
      setOpen(null);
      notify.success(titles.success);
    } catch (error) {
      notify.error(titles.failure, errorMessage(error));
    }
  };

  const commands = useMemo<Command[]>(
    () => [
      { id: 'task.miscVerify', title: 'Verify miscellaneous task', group: 'Task', disabled: !verify.enabled, run: () => setOpen('miscVerify') },
      { id: 'task.miscQcVerify', title: 'QC verify miscellaneous task', group: 'Task', disabled: !qcVerify.enabled, run: () => setOpen('miscQcVerify') },
    ],
    [verify.enabled, qcVerify.enabled],
  );
  useRegisterCommands(commands);

  const stage = (
    name: Stage,
    label: string,
    done: { name: string } | null | undefined,
    date: unknown,
    comment: string | null | undefined,
    state: ActionAvailability,
    icon: JSX.Element,
  ) => (
    <div className={styles.stage}>
      <span className={styles.label}>{label}</span>
      <div className={styles.row}>
        {done ? (
          <Badge appearance="tint" color="success" icon={icon}>
            {`${done.name} · ${formatDateTime(String(date))}`}
          </Badge>
        ) : null}
        {(state.enabled || !done) && (
          <Tooltip content={state.reason ?? `${name === 'miscVerify' ? 'Verify' : 'QC verify'} this task, with an optional comment`} relationship="description">
            <Button size="small" icon={icon} disabledFocusable={!state.enabled} onClick={() => setOpen(name)}>
              {done ? 'Change' : name === 'miscVerify' ? 'Verify' : 'QC verify'}
            </Button>
          </Tooltip>
        )}
      </div>
      {comment && <Caption1 className={styles.comment}>“{comment}”</Caption1>}
    </div>
  );

  return (
    <div className={styles.stages}>
      {stage('miscVerify', 'Verified', task.miscTaskVerifiedBy, task.miscTaskVerifiedDate, task.miscTaskVerifiedComment, verify, <CheckmarkStarburstRegular />)}
      {stage('miscQcVerify', 'QC verified', task.miscTaskQCVerifiedBy, task.miscTaskQCVerifiedDate, task.miscTaskQCVerifiedComment, qcVerify, <ShieldCheckmarkRegular />)}
      <CommentDialog
        open={open !== null}
        title={open === 'miscQcVerify' ? 'QC verify the miscellaneous task' : 'Verify the miscellaneous task'}
        description={open === 'miscQcVerify' ? 'Records you, now and your comment as the QC verification.' : 'Records you, now and your comment as the verification.'}
        confirmLabel={open === 'miscQcVerify' ? 'QC verify' : 'Verify'}
        initialComment={open === 'miscQcVerify' ? task.miscTaskQCVerifiedComment : task.miscTaskVerifiedComment}
        busy={verifyMutation.isInFlight || qcVerifyMutation.isInFlight}
        onCancel={() => setOpen(null)}
        onSubmit={(comment) => open && void submit(open, comment)}
      />
    </div>
  );
}
