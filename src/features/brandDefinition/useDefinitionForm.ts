// The brand definition form's state: the person's changes over the server's values (brand overlay, changed location
// matches kept across pages), the check before save and done with one notification per error, and the payload the
// frame sends. A place held by two rows the page knows is marked on the row at once, before any save.
import { useCallback, useMemo, useRef, useState } from 'react';
import { BRAND_DEFINITION_MESSAGES } from '../../../domain/brandDefinitionSchemas';
import { useCheckNotifications } from '../taskEditors/useCheckNotifications';
import type { EditorPurpose } from '../taskPage/taskEditor';
import { UNSAVED_CHANGES_TEXT, UNSAVED_LOCATIONS_TEXT } from '../taskPage/useUnsavedChangesPrompt';
import {
  brandValuesOf,
  changedBrandFields,
  overlayOf,
  withAttachedPlace,
  withDetachedPlace,
  withDuplicateOf,
  withLocationEdit,
  withNoMatch,
  withNoWebsite,
  type AttachedPlace,
  type DefinitionBrandOverlay,
  type DefinitionBrandValues,
  type DefinitionLocationEdit,
  type DefinitionLocationValues,
  type LocationRef,
} from './definitionForm';
import { definitionPayload } from './definitionPayload';
import { repeatedPlaceRows, validateDefinition } from './definitionValidation';

/** A row of the page on screen: the server's values and the page it is on. */
export interface ShownDefinitionLocation {
  original: DefinitionLocationValues;
  page: number;
  excluded: boolean;
}

export function useDefinitionForm(server: DefinitionBrandValues, brandModifiedDate: string) {
  const [overlay, setOverlay] = useState<DefinitionBrandOverlay>({});
  const [remembered, setRemembered] = useState('');
  const [edits, setEdits] = useState<Map<number, DefinitionLocationEdit>>(() => new Map());
  const [checkErrors, setCheckErrors] = useState<Map<number, string>>(() => new Map());
  const [shown, setShown] = useState<ShownDefinitionLocation[]>([]);
  const showCheck = useCheckNotifications('definition');
  /** The rows on screen, read at check time (done checks them too, not only the changed ones). */
  const shownRef = useRef<ShownDefinitionLocation[]>([]);

  const values = useMemo(() => brandValuesOf(server, overlay), [server, overlay]);
  const changedFields = changedBrandFields(server, overlay);
  const setValues = useCallback((next: DefinitionBrandValues) => setOverlay(overlayOf(server, next)), [server]);

  const brand = {
    set: <K extends keyof DefinitionBrandValues>(key: K, value: DefinitionBrandValues[K]) => setValues({ ...values, [key]: value }),
    noWebsite: (on: boolean) => {
      const next = withNoWebsite(values, on, remembered);
      setValues(next.values);
      setRemembered(next.remembered);
    },
  };

  const valuesOf = useCallback((original: DefinitionLocationValues) => edits.get(original.id)?.values ?? original, [edits]);
  const change = (row: ShownDefinitionLocation, rule: (values: DefinitionLocationValues) => DefinitionLocationValues) => {
    setEdits((current) => withLocationEdit(current, row.original, row.page, rule(current.get(row.original.id)?.values ?? row.original), row.excluded));
    setCheckErrors((current) => {
      if (!current.has(row.original.id)) return current;
      const next = new Map(current);
      next.delete(row.original.id);
      return next;
    });
  };

  /** Every row the page knows with its current match: the page on screen, then the changed rows of other pages. */
  const knownRows = useMemo(() => {
    const onPage = shown.map((row) => edits.get(row.original.id)?.values ?? row.original);
    const onPageIds = new Set(onPage.map((row) => row.id));
    return [...onPage, ...[...edits.values()].filter((edit) => !onPageIds.has(edit.values.id)).map((edit) => edit.values)];
  }, [shown, edits]);

  const repeated = useMemo(
    () => repeatedPlaceRows(shown.filter((row) => !edits.has(row.original.id)).map((row) => row.original), [...edits.values()].map((edit) => edit.values)),
    [shown, edits],
  );

  const locations = {
    valuesOf,
    attach: (row: ShownDefinitionLocation, place: AttachedPlace) => change(row, (current) => withAttachedPlace(current, place)),
    detach: (row: ShownDefinitionLocation) => change(row, withDetachedPlace),
    noMatch: (row: ShownDefinitionLocation, confirmed: boolean) => change(row, (current) => withNoMatch(current, confirmed)),
    duplicateOf: (row: ShownDefinitionLocation, duplicateOf: LocationRef | null) => change(row, (current) => withDuplicateOf(current, duplicateOf)),
    shown: (rows: ShownDefinitionLocation[]) => {
      shownRef.current = rows;
      setShown((current) => (current.length === rows.length && current.every((row, index) => row.original === rows[index].original && row.page === rows[index].page) ? current : rows));
    },
  };

  /** The error under a row: the last check's, or a place another known row holds (shown at once). */
  const rowError = (id: number): string | undefined => checkErrors.get(id) ?? (repeated.has(id) ? BRAND_DEFINITION_MESSAGES.googlePlacesUnique : undefined);

  const isDirty = changedFields.length > 0 || edits.size > 0;
  const unsavedChangesText = edits.size > 0 ? UNSAVED_LOCATIONS_TEXT : UNSAVED_CHANGES_TEXT;

  /** The check of spec 2 section 5 (done: the stricter one), one notification per error; the payload when it passes. */
  const payload = (purpose: EditorPurpose) => {
    const editedIds = new Set(edits.keys());
    const checked = [
      ...[...edits.values()].map((edit) => ({ values: edit.values, page: edit.page, excluded: edit.excluded })),
      ...(purpose === 'resolve' ? shownRef.current.filter((row) => !editedIds.has(row.original.id)).map((row) => ({ values: row.original, page: row.page, excluded: row.excluded })) : []),
    ];
    const unchanged = shownRef.current.filter((row) => !editedIds.has(row.original.id)).map((row) => row.original);
    const result = validateDefinition(purpose === 'resolve' ? 'done' : 'save', values, checked, unchanged);
    setCheckErrors(result.rowErrors);
    showCheck(result.messages);
    if (result.messages.length) return null;
    return { ...definitionPayload(values, brandModifiedDate, edits) };
  };

  /** After a save or resolve: the server's values are the truth again. */
  const reset = () => {
    setOverlay({});
    setRemembered('');
    setEdits(new Map());
    setCheckErrors(new Map());
  };

  return { values, changedFields, edits, knownRows, brand, locations, rowError, isDirty, unsavedChangesText, payload, reset };
}

export type DefinitionForm = ReturnType<typeof useDefinitionForm>;
