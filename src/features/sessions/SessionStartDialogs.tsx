// The dialogs of a session start (spec 3, sections 5 and 8), one at a time as machines/sessionStartMachine.ts says:
// zero time slots (every menu at once) asked before sending; then the planner's answers: the minimum time slot count with
// the estimated completion, N of M menus unavailable, the unavailable ids per role and the random count, the unavailable
// ids (each a Yes that resends with isStartSessionConfirmed), and the info dialog when no menu is available (OK only).
import { Button, Dialog, DialogActions, DialogBody, DialogContent, DialogSurface, DialogTitle, makeStyles, tokens } from '@fluentui/react-components';
import { SESSION_START_ERROR_TYPES, SESSION_START_TEXTS, unavailableByRolesLines, type SessionStartError } from '../../../domain/scrapingSessions';
import { ConfirmDialog } from '../../components/ConfirmDialog';

const useStyles = makeStyles({
  lines: { margin: 0, paddingInlineStart: tokens.spacingHorizontalL, display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXXS },
  body: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS },
});

export type SessionStartPrompt = { kind: 'zeroTimeSlots' } | { kind: 'answer'; error: SessionStartError };

interface Props {
  prompt: SessionStartPrompt | null;
  busy: boolean;
  onConfirm(): void;
  onCancel(): void;
}

export function SessionStartDialogs({ prompt, busy, onConfirm, onCancel }: Props) {
  const styles = useStyles();
  const error = prompt?.kind === 'answer' ? prompt.error : null;
  if (error?.type === SESSION_START_ERROR_TYPES.noMenusAvailable) {
    return (
      <Dialog open modalType="alert" onOpenChange={(_event, data) => !data.open && onCancel()}>
        <DialogSurface>
          <DialogBody>
            <DialogTitle>{SESSION_START_TEXTS.noMenusAvailableTitle}</DialogTitle>
            <DialogContent>{SESSION_START_TEXTS.noMenusAvailable}</DialogContent>
            <DialogActions>
              <Button appearance="primary" onClick={onCancel} autoFocus>
                OK
              </Button>
            </DialogActions>
          </DialogBody>
        </DialogSurface>
      </Dialog>
    );
  }
  const { title, body } = confirmationOf(prompt, styles);
  return (
    <ConfirmDialog open={prompt !== null} title={title} busy={busy} onConfirm={onConfirm} onCancel={onCancel}>
      {body}
    </ConfirmDialog>
  );
}

function confirmationOf(prompt: SessionStartPrompt | null, styles: ReturnType<typeof useStyles>) {
  if (prompt === null) return { title: '', body: null };
  if (prompt.kind === 'zeroTimeSlots') return { title: SESSION_START_TEXTS.zeroTimeSlotsTitle, body: SESSION_START_TEXTS.zeroTimeSlots };
  const error = prompt.error;
  switch (error.type) {
    case SESSION_START_ERROR_TYPES.minTimeSlotCountNotConfirmed:
      return { title: SESSION_START_TEXTS.minTimeSlotCountTitle, body: SESSION_START_TEXTS.minTimeSlotCount(error.minimumTimeSlotCount, error.estimatedCompletionTime) };
    case SESSION_START_ERROR_TYPES.notAllMenusAvailable:
      return { title: SESSION_START_TEXTS.notAllAvailableTitle, body: SESSION_START_TEXTS.notAllAvailable(error.unavailableMenuCount, error.totalMenuCount) };
    case SESSION_START_ERROR_TYPES.notAllMenusSelectedByRolesAvailable:
      return {
        title: SESSION_START_TEXTS.notAllAvailableTitle,
        body: (
          <div className={styles.body}>
            <ul className={styles.lines} aria-label="Unavailable menus">
              {unavailableByRolesLines(error).map((line) => (
                <li key={line}>{line}</li>
              ))}
            </ul>
            <span>{SESSION_START_TEXTS.startAvailableOnly}</span>
          </div>
        ),
      };
    case SESSION_START_ERROR_TYPES.notAllMenusSelectedByIdsAvailable:
      return {
        title: SESSION_START_TEXTS.notAllAvailableTitle,
        body: (
          <div className={styles.body}>
            <span>{SESSION_START_TEXTS.unavailableIds(error.unavailableMenuIds)}</span>
            <span>{SESSION_START_TEXTS.startAvailableOnly}</span>
          </div>
        ),
      };
    default:
      return { title: '', body: null };
  }
}
