// The menu definition form's state: the person's changes over the server's values (the brand menu, changed locations
// kept across pages), section 4's rules as the person edits (domain/menuDefinitionSchemas.ts), the check before save
// and done with one notification per error, and the payload the frame sends.
import { useCallback, useMemo, useRef, useState } from 'react';
import {
  withBrandHasMenu,
  withBulkMenuFormat,
  withBulkMenuStatus,
  withMenuFormat,
  withMenuStatus,
  type LocationMenuStatus,
  type MenuFormat,
} from '../../../domain/menuDefinitionSchemas';
import { useCheckNotifications } from '../taskEditors/useCheckNotifications';
import type { EditorPurpose } from '../taskPage/taskEditor';
import { UNSAVED_CHANGES_TEXT, UNSAVED_LOCATIONS_TEXT } from '../taskPage/useUnsavedChangesPrompt';
import { changedBrandFields, withLocationEdit, type MenuDefinitionBrandValues, type MenuDefinitionLocationValues, type MenuLocationEdit, type MenuValues } from './menuDefinitionForm';
import { menuDefinitionPayload } from './menuDefinitionPayload';
import { validateMenuDefinition } from './menuDefinitionValidation';

/** A row the page knows: the server's values and the page it is on. */
export interface ShownMenuLocation {
  original: MenuDefinitionLocationValues;
  page: number;
  excluded: boolean;
}

type MenuField = Exclude<keyof MenuValues, 'format'>;

export function useMenuDefinitionForm(server: MenuDefinitionBrandValues, brandModifiedDate: string) {
  const [brandEdit, setBrandEdit] = useState<MenuDefinitionBrandValues | null>(null);
  const [edits, setEdits] = useState<Map<number, MenuLocationEdit>>(() => new Map());
  const [checkErrors, setCheckErrors] = useState<Map<number, string>>(() => new Map());
  const [brandErrors, setBrandErrors] = useState<Record<string, string>>({});
  const showCheck = useCheckNotifications('menu-definition');
  /** The rows on screen, read at check time (done checks them too, not only the changed ones). */
  const shownRef = useRef<ShownMenuLocation[]>([]);

  const values = brandEdit ?? server;
  const changedFields = useMemo(() => changedBrandFields(server, values), [server, values]);

  const valuesOf = useCallback((original: MenuDefinitionLocationValues) => edits.get(original.id)?.values ?? original, [edits]);

  /** Applies a rule to rows, each from its current values; clears their last check's errors. */
  const changeRows = (rows: readonly ShownMenuLocation[], rule: (current: MenuDefinitionLocationValues[]) => MenuDefinitionLocationValues[]) => {
    if (rows.length === 0) return;
    setEdits((current) => {
      const before = rows.map((row) => current.get(row.original.id)?.values ?? row.original);
      const after = rule(before);
      let next: Map<number, MenuLocationEdit> = new Map(current);
      rows.forEach((row, index) => {
        next = withLocationEdit(next, row.original, row.page, after[index], row.excluded);
      });
      return next;
    });
    setCheckErrors((current) => {
      if (!rows.some((row) => current.has(row.original.id))) return current;
      const next = new Map(current);
      for (const row of rows) next.delete(row.original.id);
      return next;
    });
  };
  const changeRow = (row: ShownMenuLocation, rule: (current: MenuDefinitionLocationValues) => MenuDefinitionLocationValues) => changeRows([row], ([current]) => [rule(current)]);

  const setBrand = (next: MenuDefinitionBrandValues) => {
    setBrandEdit(changedBrandFields(server, next).length ? next : null);
    setBrandErrors({});
  };

  const brand = {
    set: <K extends MenuField>(key: K, value: MenuValues[K]) => setBrand({ ...values, menu: { ...values.menu, [key]: value } }),
    setFormat: (format: MenuFormat | null) => setBrand({ ...values, menu: withMenuFormat(values.menu, format) }),
    /**
     * 'Has menu': off clears the example flag and switches the given rows that use the brand menu to no menu (the
     * caller passes every location of the brand it knows).
     */
    setHasMenu: (hasMenu: boolean, rows: readonly ShownMenuLocation[]) => {
      const next = withBrandHasMenu(values, [], hasMenu);
      setBrand(next.brand);
      if (!hasMenu) changeRows(rows.filter((row) => !row.excluded), (current) => withBrandHasMenu(values, current, false).locations);
    },
  };

  const locations = {
    valuesOf,
    setStatus: (row: ShownMenuLocation, status: LocationMenuStatus) => changeRow(row, (current) => withMenuStatus(current, status)),
    set: <K extends MenuField>(row: ShownMenuLocation, key: K, value: MenuValues[K]) => changeRow(row, (current) => ({ ...current, menu: { ...current.menu, [key]: value } })),
    setFormat: (row: ShownMenuLocation, format: MenuFormat | null) => changeRow(row, (current) => ({ ...current, menu: withMenuFormat(current.menu, format) })),
    /** The bulk selectors and 'Set brand menu for all locations': excluded locations are left as they are. */
    allStatus: (rows: readonly ShownMenuLocation[], status: LocationMenuStatus) => changeRows(rows.filter((row) => !row.excluded), (current) => withBulkMenuStatus(current, status)),
    allFormat: (rows: readonly ShownMenuLocation[], format: MenuFormat | null) => changeRows(rows.filter((row) => !row.excluded), (current) => withBulkMenuFormat(current, format)),
    shown: (rows: ShownMenuLocation[]) => {
      shownRef.current = rows;
    },
  };

  const rowError = (id: number): string | undefined => checkErrors.get(id);

  const isDirty = brandEdit !== null || edits.size > 0;
  const unsavedChangesText = edits.size > 0 ? UNSAVED_LOCATIONS_TEXT : UNSAVED_CHANGES_TEXT;

  /** The check of spec 2 section 5 (done: the stricter one), one notification per error; the payload when it passes. */
  const payload = (purpose: EditorPurpose) => {
    const editedIds = new Set(edits.keys());
    const checked = [
      ...[...edits.values()].map((edit) => ({ values: edit.values, page: edit.page, excluded: edit.excluded })),
      ...(purpose === 'resolve' ? shownRef.current.filter((row) => !editedIds.has(row.original.id)).map((row) => ({ values: row.original, page: row.page, excluded: row.excluded })) : []),
    ];
    const result = validateMenuDefinition(purpose === 'resolve' ? 'done' : 'save', values, checked);
    setCheckErrors(result.rowErrors);
    setBrandErrors(result.brandErrors);
    showCheck(result.messages);
    if (result.messages.length) return null;
    return { ...menuDefinitionPayload(values, brandModifiedDate, edits) };
  };

  /** After a save or resolve: the server's values are the truth again. */
  const reset = () => {
    setBrandEdit(null);
    setEdits(new Map());
    setCheckErrors(new Map());
    setBrandErrors({});
  };

  return { values, changedFields, edits, brand, brandErrors, locations, rowError, isDirty, unsavedChangesText, payload, reset };
}

export type MenuDefinitionForm = ReturnType<typeof useMenuDefinitionForm>;
