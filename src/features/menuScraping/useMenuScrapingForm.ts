// The menu scraping form's state: the person's values over the stored menu (null while nothing was touched, so a save's
// answer shows at once), section 4's format rule as they edit, what changed (Save and the unsaved-changes prompt), the
// check before save and done with one notification per error and the error under its field, and the payload.
import { useCallback, useMemo, useState } from 'react';
import type { MenuFormat, MenuNotScrapeableReason } from '../../../domain/menuSchemas';
import { useCheckNotifications } from '../taskEditors/useCheckNotifications';
import type { EditorPurpose } from '../taskPage/taskEditor';
import {
  changedFields,
  checkMenuScrapingForm,
  initialValues,
  parseInstructionsText,
  saveRefusal,
  withFormat,
  withInstructionsText,
  type MenuScrapingEditValues,
  type MenuScrapingField,
  type StoredScrapingMenu,
} from './menuScrapingForm';

export function useMenuScrapingForm(stored: StoredScrapingMenu) {
  const [edit, setEdit] = useState<MenuScrapingEditValues | null>(null);
  const [fieldErrors, setFieldErrors] = useState<Partial<Record<MenuScrapingField, string>>>({});
  const showCheck = useCheckNotifications('menu-scraping');
  const start = useMemo(() => initialValues(stored), [stored]);
  const values = edit ?? start;
  const changed = useMemo(() => changedFields(stored, values), [stored, values]);
  /** The instructions being edited: a value, null (none) or undefined (the text does not parse). */
  const instructions = useMemo(() => parseInstructionsText(values.instructionsText), [values.instructionsText]);

  const update = useCallback((next: (current: MenuScrapingEditValues) => MenuScrapingEditValues, fields: MenuScrapingField[]) => {
    setEdit((current) => next(current ?? start));
    setFieldErrors((current) => {
      if (!fields.some((field) => current[field])) return current;
      const rest = { ...current };
      for (const field of fields) delete rest[field];
      return rest;
    });
  }, [start]);

  const payload = (purpose: EditorPurpose) => {
    const check = checkMenuScrapingForm(stored, values, purpose);
    if (!check.ok) {
      setFieldErrors(check.fields);
      showCheck(check.errors);
      return null;
    }
    setFieldErrors({});
    showCheck([]);
    return { menuData: check.menuData };
  };

  return {
    values,
    instructions,
    changed,
    fieldErrors,
    isDirty: changed.length > 0,
    saveRefusal: saveRefusal(stored, values),
    instructionsChanged: changed.includes('scrapingInstructions'),
    setFormat: (format: MenuFormat | null) => update((current) => withFormat(current, format), ['format', 'notScrapeableReason', 'scrapingInstructions']),
    setNotScrapeableReason: (reason: MenuNotScrapeableReason | null) => update((current) => ({ ...current, notScrapeableReason: reason }), ['notScrapeableReason']),
    setNotScrapeableComment: (comment: string) => update((current) => ({ ...current, notScrapeableComment: comment }), ['notScrapeableComment']),
    setAvailabilityComment: (comment: string) => update((current) => ({ ...current, availabilityComment: comment }), ['availabilityComment']),
    setAdditionalUrlsText: (text: string) => update((current) => ({ ...current, additionalUrlsText: text }), ['additionalUrls']),
    setInstructionsText: (text: string) => update((current) => withInstructionsText(current, text), ['scrapingInstructions']),
    setInstructionsComment: (comment: string) => update((current) => ({ ...current, instructionsComment: comment }), []),
    payload,
    /** After a save or resolve: the stored menu is the truth again. */
    reset: () => {
      setEdit(null);
      setFieldErrors({});
    },
  };
}

export type MenuScrapingForm = ReturnType<typeof useMenuScrapingForm>;
