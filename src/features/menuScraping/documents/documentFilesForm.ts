// The document file table as pure functions (spec 2, sections 2.6 and 5, "Menu scraping form", PDF and IMAGE menus):
// the person's choices per file over the stored files, the selection rule (only a file with a valid category can be
// selected), 'Use predictions', what changed, the save and done checks with the spec's messages per row, and the
// menuDocumentFilesData the API takes.
import * as yup from 'yup';
import { MENU_FILE_CATEGORIES, MENU_SCRAPING_MESSAGES, menuDocumentFileSchema, type MenuFileCategory } from '../../../../domain/menuScrapingSchemas';

/** A stored file as the task's query answers it (categories may be values this build does not know). */
export interface StoredDocumentFile {
  databaseId: number;
  fileName: string;
  isSelected: boolean;
  fileCategory: string | null | undefined;
  fileTitle: string | null | undefined;
  fileInheritedCategory: string | null | undefined;
  fileInheritedTitle: string | null | undefined;
  filePredictionCategory: string | null | undefined;
  filePredictionTitle: string | null | undefined;
}

/** What the person chooses for one file: the confirmed category and title, and whether it is scraped. */
export interface DocumentFileChoice {
  isSelected: boolean;
  fileCategory: MenuFileCategory | null;
  /** As typed. */
  fileTitle: string;
}

export type DocumentFileChoices = Readonly<Record<number, DocumentFileChoice>>;

export type DocumentFileField = 'fileCategory' | 'fileTitle';
export type DocumentFileRowErrors = Partial<Record<DocumentFileField, string>>;

export interface MenuDocumentFileInput {
  id: number;
  isSelected: boolean;
  fileCategory: MenuFileCategory | null;
  fileTitle: string | null;
}

/** Readable names of the categories (the API's values are upper snake case). */
export const MENU_FILE_CATEGORY_LABELS: Record<MenuFileCategory, string> = {
  MAIN: 'Main',
  BREAKFAST: 'Breakfast',
  BRUNCH: 'Brunch',
  LUNCH: 'Lunch',
  DINNER: 'Dinner',
  DESSERTS: 'Desserts',
  KIDS: 'Kids',
  FESTIVE: 'Festive',
  EVENTS: 'Events',
  DRINKS: 'Drinks',
  DIETARY: 'Dietary',
  SPECIALS: 'Specials',
  SET_MEAL: 'Set meal',
  STARTERS: 'Starters',
  TAKEAWAY: 'Takeaway',
  TIME_LIMITED: 'Time-limited',
  OTHER: 'Other',
};

export function isMenuFileCategory(value: unknown): value is MenuFileCategory {
  return typeof value === 'string' && (MENU_FILE_CATEGORIES as readonly string[]).includes(value);
}

/** A category's readable name; a value this build does not know is shown as it came, null as the spec's dash. */
export function fileCategoryLabel(value: string | null | undefined): string {
  if (value === null || value === undefined) return '-';
  return isMenuFileCategory(value) ? MENU_FILE_CATEGORY_LABELS[value] : value;
}

export const SELECTION_NEEDS_CATEGORY = 'Choose a confirmed category first: only files with a valid category can be selected.';
/** Done with no file to scrape (the API's words): the crawl is rejected or recrawled instead. */
export const NO_FILE_SELECTED = MENU_SCRAPING_MESSAGES.documentFileSelectionRequired;

export function storedChoice(file: StoredDocumentFile): DocumentFileChoice {
  const category = isMenuFileCategory(file.fileCategory) ? file.fileCategory : null;
  return { isSelected: file.isSelected && category !== null, fileCategory: category, fileTitle: file.fileTitle ?? '' };
}

export function choiceOf(file: StoredDocumentFile, choices: DocumentFileChoices): DocumentFileChoice {
  return choices[file.databaseId] ?? storedChoice(file);
}

/** Why the file's select box is off (null: it may be selected). */
export function selectionRefusal(choice: DocumentFileChoice): string | null {
  return isMenuFileCategory(choice.fileCategory) ? null : SELECTION_NEEDS_CATEGORY;
}

/** A new confirmed category: without one the file cannot stay selected. */
export function withCategory(choice: DocumentFileChoice, category: MenuFileCategory | null): DocumentFileChoice {
  return { ...choice, fileCategory: category, isSelected: category === null ? false : choice.isSelected };
}

/** Selecting is refused (the choice is kept) while the file has no valid category. */
export function withSelected(choice: DocumentFileChoice, isSelected: boolean): DocumentFileChoice {
  if (isSelected && selectionRefusal(choice) !== null) return choice;
  return { ...choice, isSelected };
}

export function withTitle(choice: DocumentFileChoice, title: string): DocumentFileChoice {
  return { ...choice, fileTitle: title };
}

/**
 * 'Use predictions': an empty confirmed category or title takes the prediction, else what an earlier crawl's file
 * inherited; what the person already chose stays, and so does the selection.
 */
export function withPredictions(file: StoredDocumentFile, choice: DocumentFileChoice): DocumentFileChoice {
  const category = choice.fileCategory ?? [file.filePredictionCategory, file.fileInheritedCategory].find(isMenuFileCategory) ?? null;
  const title = choice.fileTitle.trim() ? choice.fileTitle : (file.filePredictionTitle?.trim() || file.fileInheritedTitle?.trim() || '');
  return { ...choice, fileCategory: category, fileTitle: title };
}

/** Whether 'Use predictions' would change anything (the bulk button is off otherwise). */
export function predictionsWouldChange(files: readonly StoredDocumentFile[], choices: DocumentFileChoices): boolean {
  return files.some((file) => {
    const choice = choiceOf(file, choices);
    return !sameChoice(choice, withPredictions(file, choice));
  });
}

const trimmedTitle = (title: string) => (title.trim() ? title.trim() : null);

function sameChoice(a: DocumentFileChoice, b: DocumentFileChoice): boolean {
  return a.isSelected === b.isSelected && a.fileCategory === b.fileCategory && trimmedTitle(a.fileTitle) === trimmedTitle(b.fileTitle);
}

/** The files whose choices differ from the stored ones. */
export function changedFileIds(files: readonly StoredDocumentFile[], choices: DocumentFileChoices): number[] {
  return files.filter((file) => !sameChoice(choiceOf(file, choices), storedChoice(file))).map((file) => file.databaseId);
}

export function inputOf(file: StoredDocumentFile, choice: DocumentFileChoice): MenuDocumentFileInput {
  return { id: file.databaseId, isSelected: choice.isSelected, fileCategory: choice.fileCategory, fileTitle: trimmedTitle(choice.fileTitle) };
}

/** One row's check with the shared schema: the message per field. */
export function rowErrors(input: MenuDocumentFileInput): DocumentFileRowErrors {
  try {
    menuDocumentFileSchema.validateSync(input, { abortEarly: false });
    return {};
  } catch (error) {
    if (!(error instanceof yup.ValidationError)) throw error;
    const errors: DocumentFileRowErrors = {};
    for (const inner of error.inner.length ? error.inner : [error]) {
      const path = inner.path as DocumentFileField | undefined;
      if ((path === 'fileCategory' || path === 'fileTitle') && !errors[path]) errors[path] = inner.message;
    }
    return errors;
  }
}

export type DocumentFilesPurpose = 'save' | 'resolve';

export type DocumentFilesCheck =
  | { ok: true; menuDocumentFilesData: MenuDocumentFileInput[] }
  | { ok: false; errors: string[]; rows: Record<number, DocumentFileRowErrors> };

/**
 * Save checks and sends the files the person changed; done (stricter) checks and sends every file, and needs at least
 * one selected. Each row's errors are its own (shown on the row); the messages list names the file for the
 * notifications, one per error.
 */
export function checkDocumentFiles(files: readonly StoredDocumentFile[], choices: DocumentFileChoices, purpose: DocumentFilesPurpose): DocumentFilesCheck {
  const changed = new Set(changedFileIds(files, choices));
  const sent = purpose === 'resolve' ? files : files.filter((file) => changed.has(file.databaseId));
  const inputs = sent.map((file) => inputOf(file, choiceOf(file, choices)));
  const rows: Record<number, DocumentFileRowErrors> = {};
  const errors: string[] = [];
  for (const [index, input] of inputs.entries()) {
    const found = rowErrors(input);
    if (!found.fileCategory && !found.fileTitle) continue;
    rows[input.id] = found;
    for (const message of [found.fileCategory, found.fileTitle]) if (message) errors.push(`${sent[index].fileName}: ${message}`);
  }
  if (purpose === 'resolve' && !inputs.some((input) => input.isSelected) && errors.length === 0) errors.push(NO_FILE_SELECTED);
  return errors.length ? { ok: false, errors, rows } : { ok: true, menuDocumentFilesData: inputs };
}

/** A menu score (0 to 1) as a whole percent, clamped; null when the rules gave none. */
export function scorePercent(score: number | null | undefined): number | null {
  if (score === null || score === undefined || !Number.isFinite(score)) return null;
  return Math.round(Math.min(1, Math.max(0, score)) * 100);
}
