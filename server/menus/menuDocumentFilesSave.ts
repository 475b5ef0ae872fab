// The document file table of a PDF or IMAGE menu's scraping task (spec 2, sections 2.6 and 5): which files are selected
// and their confirmed category and title, written inside the caller's transaction with one MENU history event per changed
// file. Everything is checked before anything is written: every file sent needs a category ('File category is
// mandatory'), a selected one a title ('File title is required'), so only files with a valid category are selectable;
// resolving needs at least one selected file, every live file with its category.
import * as yup from 'yup';
import { isDocumentFormat, MENU_SCRAPING_MESSAGES, menuDocumentFileSchema, type MenuDocumentFileValues, type MenuFileCategory } from '../../domain/menuScrapingSchemas';
import type { MenuFormat } from '../../domain/menuSchemas';
import type { Queryable } from '../db/database';
import { notFound, validationError } from '../graphql/errors';
import { validateInput } from '../graphql/validate';
import { recordEvent } from '../history/eventRows';
import type { TaskRow } from '../tasks/taskRows';

/** save: the files sent are checked; done (resolve): the whole table after the save is checked too. */
export type MenuDocumentFilesMode = 'save' | 'done';

interface FileChoiceRow {
  id: number;
  file_name: string;
  is_selected: boolean;
  file_category: MenuFileCategory | null;
  file_title: string | null;
}

const fileListSchema = yup.array().of(menuDocumentFileSchema).defined();

export function menuDocumentFilesInputOf(args: Record<string, unknown>): unknown[] | null {
  const value = args.menuDocumentFilesData;
  return Array.isArray(value) ? value : null;
}

const choiceOf = (row: FileChoiceRow) => ({ isSelected: row.is_selected, fileCategory: row.file_category, fileTitle: row.file_title });

/** Answers the ids of the files whose choices changed. */
export async function saveMenuDocumentFiles(
  tx: Queryable,
  task: TaskRow,
  menu: { id: number; format: MenuFormat | null },
  input: unknown[] | null,
  mode: MenuDocumentFilesMode,
  userId: number,
): Promise<number[]> {
  const isDocument = isDocumentFormat(menu.format);
  if (!isDocument) {
    // Spec 2, section 5: scraping data includes document files only for PDF or IMAGE formats.
    if (input?.length) throw validationError(MENU_SCRAPING_MESSAGES.documentFilesForDocumentMenusOnly, 'menuDocumentFilesData');
    return [];
  }
  const sent = (await validateInput(fileListSchema, input ?? [])) as MenuDocumentFileValues[];
  const rows = await tx.query<FileChoiceRow>(
    'SELECT id, file_name, is_selected, file_category, file_title FROM menu_document_files WHERE menu_id = $1 AND NOT is_deleted ORDER BY id FOR UPDATE',
    [menu.id],
  );
  const byId = new Map(rows.map((row) => [row.id, row]));
  const seen = new Set<number>();
  for (const file of sent) {
    if (!byId.has(file.id) || seen.has(file.id)) throw notFound(`Menu document file ${file.id}`);
    seen.add(file.id);
  }
  const after = new Map(rows.map((row) => [row.id, choiceOf(row)]));
  for (const file of sent) after.set(file.id, { isSelected: file.isSelected, fileCategory: file.fileCategory, fileTitle: file.fileTitle || null });
  if (mode === 'done') {
    const choices = [...after.values()];
    if (choices.some((choice) => choice.fileCategory === null)) throw validationError(MENU_SCRAPING_MESSAGES.fileCategoryRequired, 'menuDocumentFilesData');
    if (!choices.some((choice) => choice.isSelected)) throw validationError(MENU_SCRAPING_MESSAGES.documentFileSelectionRequired, 'menuDocumentFilesData');
  }

  const changed = rows.filter((row) => JSON.stringify(choiceOf(row)) !== JSON.stringify(after.get(row.id)));
  for (const row of changed) {
    const next = after.get(row.id)!;
    await tx.query('UPDATE menu_document_files SET is_selected = $2, file_category = $3, file_title = $4, modified_date = now() WHERE id = $1', [
      row.id,
      next.isSelected,
      next.fileCategory,
      next.fileTitle,
    ]);
    const before = choiceOf(row);
    const fields = (Object.keys(next) as (keyof typeof next)[]).filter((field) => before[field] !== next[field]);
    await recordEvent(tx, {
      userId,
      type: 'UPDATE',
      subType: 'MENU_DOCUMENT_FILE',
      entityType: 'MENU',
      entityId: menu.id,
      message: `Menu document file ${row.file_name} updated on menu scraping task ${task.id}: ${fields.join(', ')}`,
      data: { taskId: task.id, fileId: row.id, changedFields: fields, before, after: next },
    });
  }
  return changed.map((row) => row.id);
}
