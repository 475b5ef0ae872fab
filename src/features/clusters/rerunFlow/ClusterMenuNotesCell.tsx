// A menu's notes in the cluster menus table (spec 3, section 4: "Menu notes are disabled by default and enabled only in
// some steps"): the notes as text, and an Edit notes button that the step allows (machines/rerunFlowMachine.ts
// areMenuNotesEditable: preparation, template validation and cleanup) for the cluster's assignee or an admin; disabled
// otherwise with the reason in its tooltip. Saving goes through updateClusterMenu (at most 2000 characters).
import { Button, Field, Textarea, Tooltip, makeStyles, tokens } from '@fluentui/react-components';
import { EditRegular } from '@fluentui/react-icons';
import { useState } from 'react';
import { MAX_MENU_NOTES_LENGTH, MENU_FORM_MESSAGES } from '../../../../domain/menuSchemas';
import { useNotify } from '../../../app/notifications/useNotify';
import { FormDialog } from '../../../components/FormDialog';
import { errorMessage } from '../../../relay/errorMessage';
import { useUpdateClusterMenuMutation } from '../../menus/useUpdateClusterMenuMutation';
import { CLUSTER_FAILURES, CLUSTER_NOTICES } from '../clusterNotices';
import { useClusterRefresh } from '../clusterRefresh';


const useStyles = makeStyles({
  cell: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalXS, minWidth: 0 },
  notes: { display: 'inline-block', maxWidth: '220px', overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' },
  muted: { color: tokens.colorNeutralForeground3 },
  surface: { maxWidth: '560px' },
});

interface Props {
  menu: { databaseId: number; notes: string | null | undefined };
  /** Why the notes may not change now (the viewer, or the step); null when they may. */
  refusal: string | null;
}

export function ClusterMenuNotesCell({ menu, refusal }: Props) {
  const styles = useStyles();
  const notify = useNotify();
  const refresh = useClusterRefresh();
  const [save, saving] = useUpdateClusterMenuMutation();
  const [draft, setDraft] = useState<string | null>(null);
  const tooLong = (draft?.length ?? 0) > MAX_MENU_NOTES_LENGTH;

  const submit = async () => {
    if (draft === null || tooLong) return;
    try {
      await save({ id: String(menu.databaseId), data: { notes: draft.trim() === '' ? null : draft } });
      setDraft(null);
      notify.success(CLUSTER_NOTICES.menuUpdated(menu.databaseId));
      refresh.refresh();
    } catch (error) {
      notify.error(CLUSTER_FAILURES.updateMenu, errorMessage(error));
    }
  };

  return (
    // The row opens the menu on click and moves on keys: the button and its dialog (a portal, whose React events still
    // bubble through the row) keep theirs.
    <span className={styles.cell} onClick={(event) => event.stopPropagation()} onKeyDown={(event) => event.stopPropagation()}>
      {menu.notes ? (
        <span className={styles.notes} title={menu.notes}>
          {menu.notes}
        </span>
      ) : (
        <span className={styles.muted}>-</span>
      )}
      <Tooltip content={refusal ?? `Edit the notes of menu ${menu.databaseId}`} relationship="description" withArrow>
        <Button
          size="small"
          appearance="subtle"
          icon={<EditRegular />}
          aria-label={`Edit notes of menu ${menu.databaseId}`}
          disabledFocusable={refusal !== null}
          onClick={() => setDraft(menu.notes ?? '')}
        />
      </Tooltip>
      {draft !== null ? (
        <FormDialog
          title={`Notes of menu ${menu.databaseId}`}
          submitLabel="Save"
          busy={saving || tooLong}
          surfaceClassName={styles.surface}
          onSubmit={() => void submit()}
          onCancel={() => setDraft(null)}
        >
          <Field
            label="Notes"
            validationState={tooLong ? 'error' : 'none'}
            validationMessage={tooLong ? MENU_FORM_MESSAGES.notesTooLong : `${draft.length} / ${MAX_MENU_NOTES_LENGTH}`}
          >
            <Textarea value={draft} resize="vertical" rows={5} onChange={(_event, data) => setDraft(data.value)} />
          </Field>
        </FormDialog>
      ) : null}
    </span>
  );
}
