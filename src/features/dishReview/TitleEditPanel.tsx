// The chosen menu title's own fields, edited in place (sent as menuTitlesData on save and done): its text and whether it
// is available everywhere. Shown under the title tree when a title is chosen.
import { Checkbox, Field, Input, Text, makeStyles, tokens } from '@fluentui/react-components';
import { useEffect, useState } from 'react';
import type { TitleFieldEdits } from './dishEditState';

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS, padding: tokens.spacingHorizontalM, border: `1px solid ${tokens.colorNeutralStroke2}`, borderRadius: tokens.borderRadiusMedium },
  edited: { color: tokens.colorNeutralForeground2, fontStyle: 'italic' },
});

export interface EditableTitle {
  databaseId: number;
  title: string;
  isEverywhereAvailable: boolean;
}

export interface TitleEditPanelProps {
  title: EditableTitle;
  edits: TitleFieldEdits | undefined;
  disabledReason: string | null;
  onEdit(field: 'title', value: string): void;
  onEditAvailability(value: boolean): void;
}

export function TitleEditPanel({ title, edits, disabledReason, onEdit, onEditAvailability }: TitleEditPanelProps) {
  const styles = useStyles();
  const shown = edits?.title ?? title.title;
  const [draft, setDraft] = useState(shown);
  useEffect(() => setDraft(shown), [shown, title.databaseId]);
  const commit = () => draft !== shown && onEdit('title', draft);
  return (
    <section className={styles.root} aria-label="Chosen menu title">
      <Text weight="semibold">
        Menu title {title.databaseId}
        {edits ? <span className={styles.edited}> · edited, not saved</span> : null}
      </Text>
      <Field label="Title" hint={disabledReason ?? 'Enter or leaving the field keeps the change until you save.'}>
        <Input
          size="small"
          value={draft}
          disabled={disabledReason !== null}
          onChange={(_event, data) => setDraft(data.value)}
          onBlur={commit}
          onKeyDown={(event) => {
            if (event.key === 'Enter') commit();
            if (event.key === 'Escape') setDraft(shown);
          }}
        />
      </Field>
      <Checkbox
        label="Available everywhere"
        disabled={disabledReason !== null}
        checked={edits?.isEverywhereAvailable ?? title.isEverywhereAvailable}
        onChange={(_event, data) => onEditAvailability(data.checked === true)}
      />
    </section>
  );
}
