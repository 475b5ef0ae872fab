// The rows of one page of common websites as a form (spec 3, sections 2 and 5): a domain input per row (placeholder
// example.co.uk) with a delete icon, Add new website (an empty row), Cancel and Save, both disabled until something
// changed. Rows are checked with the shared yup schema as they change ('Domain must be valid', 'Domains must be unique'),
// each message under its row once the row was edited or Save was pressed; the server also checks the stored rows of
// the other pages. Leaving with changes asks first, with the spec's own words.
import { Button, Input, makeStyles, tokens } from '@fluentui/react-components';
import { AddRegular, DeleteRegular } from '@fluentui/react-icons';
import { useEffect, useMemo, useState } from 'react';
import { ValidationError } from 'yup';
import { commonWebsitesFormSchema } from '../../../../domain/commonWebsiteDomainSchemas';
import { useRegisterCommands, type Command } from '../../../app/commands/useRegisterCommands';
import { useNotify } from '../../../app/notifications/useNotify';
import { EditableTable, type EditableTableColumn } from '../../../components/EditableTable';
import { EmptyState } from '../../../components/EmptyState';
import { UnsavedChangesPrompt } from '../../../components/UnsavedChangesPrompt';
import { errorMessage } from '../../../relay/errorMessage';
import { editsOf, isChanged, saveOf, withDomain, withNewRow, withoutRow, type DomainRow, type StoredDomain } from './commonWebsitesEdits';
import { useSaveCommonWebsiteDomainsMutation } from './useSaveCommonWebsiteDomainsMutation';

export const COMMON_WEBSITES_UNSAVED_TEXT = 'There are changes are not saved. Do you want to continue?';
export const SAVE_FAILED_TITLE = 'Save common website domains failed.';
export const SAVED_NOTICE = 'Common website domains updated';

const useStyles = makeStyles({
  domain: { width: '360px', maxWidth: '100%' },
  actions: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalS },
  spacer: { flexGrow: 1 },
});

export interface CommonWebsitesFormProps {
  stored: readonly StoredDomain[];
  searchTerm: string;
  permissions: { create: boolean; update: boolean; delete: boolean };
  onDirtyChange(dirty: boolean): void;
  onSaved(): void;
}

/** Each row's first message, by row key. */
async function rowErrors(rows: readonly DomainRow[]): Promise<Record<string, string>> {
  try {
    await commonWebsitesFormSchema.validate({ domains: rows.map((row) => ({ id: row.id, websiteDomain: row.websiteDomain })) }, { abortEarly: false });
    return {};
  } catch (error) {
    if (!(error instanceof ValidationError)) throw error;
    const errors: Record<string, string> = {};
    for (const item of error.inner.length ? error.inner : [error]) {
      const index = Number(/^domains\[(\d+)\]/.exec(item.path ?? '')?.[1]);
      const key = rows[index]?.key;
      if (key && !errors[key]) errors[key] = item.message;
    }
    return errors;
  }
}

export function CommonWebsitesForm({ stored, searchTerm, permissions, onDirtyChange, onSaved }: CommonWebsitesFormProps) {
  const styles = useStyles();
  const notify = useNotify();
  const [save, saving] = useSaveCommonWebsiteDomainsMutation();
  const [edits, setEdits] = useState(() => editsOf(stored));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [touched, setTouched] = useState<ReadonlySet<string>>(new Set());
  const [showAllErrors, setShowAllErrors] = useState(false);
  const [activeIndex, setActiveIndex] = useState(0);

  const payload = useMemo(() => saveOf(stored, edits), [stored, edits]);
  const dirty = isChanged(payload);
  useEffect(() => onDirtyChange(dirty), [dirty, onDirtyChange]);
  useEffect(() => () => onDirtyChange(false), [onDirtyChange]);
  useEffect(() => {
    let current = true;
    void rowErrors(edits.rows).then((next) => current && setErrors(next));
    return () => {
      current = false;
    };
  }, [edits.rows]);

  const shownError = (row: DomainRow) => (showAllErrors || touched.has(row.key) ? errors[row.key] : undefined);
  const addRow = () => {
    setEdits((current) => withNewRow(current));
    setActiveIndex(edits.rows.length);
  };
  const cancel = () => {
    setEdits(editsOf(stored));
    setTouched(new Set());
    setShowAllErrors(false);
  };
  const submit = async () => {
    setShowAllErrors(true);
    const found = await rowErrors(edits.rows);
    if (Object.keys(found).length) return;
    try {
      await save(payload);
      notify.success(SAVED_NOTICE);
      onDirtyChange(false);
      onSaved();
    } catch (error) {
      notify.error(SAVE_FAILED_TITLE, errorMessage(error));
    }
  };

  const commands = useMemo<Command[]>(
    () => [
      ...(permissions.create ? [{ id: 'common-websites.add', title: 'Add new website', group: 'Common websites', keywords: ['domain', 'common website'], run: addRow }] : []),
      { id: 'common-websites.save', title: 'Save common websites', group: 'Common websites', disabled: !dirty || saving, run: () => void submit() },
    ],
    // Re-made with the rows, so that running a command acts on what is on screen.
    [permissions.create, dirty, saving, edits],
  );
  useRegisterCommands(commands);

  const columns: Array<EditableTableColumn<DomainRow>> = [
    {
      id: 'domain',
      header: 'Website domain',
      render: (row) => (
        <Input
          className={styles.domain}
          aria-label={row.id ? `Website domain ${row.websiteDomain || 'without a domain'}` : 'New website domain'}
          placeholder="example.co.uk"
          value={row.websiteDomain}
          disabled={row.id !== null && !permissions.update}
          aria-invalid={shownError(row) ? true : undefined}
          // A new row takes the focus as it appears, so Add new website goes straight to typing.
          autoFocus={row.id === null && row.websiteDomain === ''}
          onChange={(_event, data) => setEdits((current) => withDomain(current, row.key, data.value))}
          onBlur={() => setTouched((current) => (current.has(row.key) ? current : new Set(current).add(row.key)))}
        />
      ),
    },
    {
      id: 'delete',
      header: 'Delete',
      hideHeader: true,
      width: '48px',
      render: (row) => (
        <Button
          appearance="subtle"
          icon={<DeleteRegular />}
          aria-label={`Delete ${row.websiteDomain || 'the new website'}`}
          disabled={row.id !== null && !permissions.delete}
          onClick={() => setEdits((current) => withoutRow(current, row.key))}
        />
      ),
    },
  ];

  return (
    <>
      <EditableTable
        ariaLabel="Common websites"
        columns={columns}
        items={edits.rows}
        getRowKey={(row) => row.key}
        rowError={shownError}
        errorColumnIds={['domain']}
        rowMark={(row) => (row.id === null || payload.updatedBulkData.some((changed) => changed.id === row.id) ? 'changed' : null)}
        activeIndex={activeIndex}
        onActiveIndexChange={setActiveIndex}
        keyboardShortcuts
        empty={
          <EmptyState
            title={searchTerm ? 'No common websites match this search' : 'No common websites yet'}
            description={searchTerm ? `No domain contains ‘${searchTerm}’.` : 'Add the domains many businesses share: social networks, link pages, delivery platforms.'}
          />
        }
      />
      <div className={styles.actions}>
        {permissions.create ? (
          <Button icon={<AddRegular />} onClick={addRow}>
            Add new website
          </Button>
        ) : null}
        <span className={styles.spacer} />
        <Button disabled={!dirty || saving} onClick={cancel}>
          Cancel
        </Button>
        <Button appearance="primary" disabled={!dirty || saving} onClick={() => void submit()}>
          {saving ? 'Saving…' : 'Save'}
        </Button>
      </div>
      <UnsavedChangesPrompt when={dirty && !saving} text={COMMON_WEBSITES_UNSAVED_TEXT} />
    </>
  );
}
