// The menu scraping task's menu fields (spec 2, sections 4, 5 and 7): format, not-scrapeable reason and comment,
// scraping instructions (versioned, with who and why), availability comment and additional URLs, written inside the
// caller's transaction with one history event naming the changed fields. Everything is checked before anything is
// written, so a refusal (VALIDATION with the form's message or the instructions' path message) changes nothing.
//
// The stored state keeps section 4's format rules whatever was sent: a format other than HTML_NOT_SCRAPEABLE has no
// not-scrapeable reason or comment, a non-HTML format has no instructions (applyMenuScrapingFormatChange).
import * as yup from 'yup';
import { commentSchema, limitedText, MAX_TEXT_LENGTH } from '../../domain/inputLimits';
import { createMenuSchema, type MenuFormat, type MenuNotScrapeableReason } from '../../domain/menuSchemas';
import {
  applyMenuScrapingFormatChange,
  menuScrapingDoneSchema,
  menuScrapingSaveSchema,
  type MenuScrapingFormValues,
} from '../../domain/menuScrapingSchemas';
// The engine's check: the shared JSON Schema plus RE2's compile and the selector engine's (the SPA has only the first).
import { validateInstructionsForEngine } from '../scraping/validateInstructions';
import type { Queryable } from '../db/database';
import { NEXT_MODIFIED_DATE } from '../db/rowVersions';
import { appError, notFound } from '../graphql/errors';
import { validateArgument, validateInput } from '../graphql/validate';
import { recordEvent } from '../history/eventRows';
import type { TaskRow } from '../tasks/taskRows';
import { statusAfterFormat } from './menuWrites';

/** MenuScrapingMenuInput: a field left out keeps its stored value. */
export interface MenuScrapingMenuInput {
  format?: MenuFormat | null;
  notScrapeableReason?: MenuNotScrapeableReason | null;
  notScrapeableComment?: string | null;
  scrapingInstructions?: unknown;
  scrapingInstructionsComment?: string | null;
  availabilityComment?: string | null;
  additionalUrls?: string[] | null;
}

/** Save checks the menu fields; done (resolve) also that an HTML menu has its instructions. */
export type MenuScrapingMode = 'save' | 'done';

export interface MenuScrapingSaveResult {
  menuId: number;
  /** The menu's format after the save. */
  format: MenuFormat | null;
  isDeleted: boolean;
  /** GraphQL names of the menu fields this save changed. */
  changedFields: string[];
  /** The instructions version this save wrote, or null when it wrote none. */
  instructionsVersion: number | null;
}

interface ScrapingMenuRow {
  id: number;
  format: MenuFormat | null;
  status: string;
  not_scrapeable_reason: MenuNotScrapeableReason | null;
  not_scrapeable_comment: string | null;
  scraping_instructions: unknown;
  scraping_instructions_version: number;
  availability_comment: string | null;
  additional_urls: string[] | null;
  is_deleted: boolean;
}

interface MenuScrapingState extends MenuScrapingFormValues {
  status: string;
  availabilityComment: string | null;
  additionalUrls: string[] | null;
}

const COLUMN_OF: Record<keyof MenuScrapingState, string> = {
  format: 'format',
  status: 'status',
  notScrapeableReason: 'not_scrapeable_reason',
  notScrapeableComment: 'not_scrapeable_comment',
  scrapingInstructions: 'scraping_instructions',
  availabilityComment: 'availability_comment',
  additionalUrls: 'additional_urls',
};

/** How the history names each field. */
const FIELD_LABELS: Record<keyof MenuScrapingState, string> = {
  format: 'format',
  status: 'status',
  notScrapeableReason: 'not scrapeable reason',
  notScrapeableComment: 'not scrapeable comment',
  scrapingInstructions: 'scraping instructions',
  availabilityComment: 'availability comment',
  additionalUrls: 'additional URLs',
};

const extraFieldsSchema = yup.object({
  availabilityComment: limitedText('Availability comment', MAX_TEXT_LENGTH.comment).trim().nullable().default(null),
  additionalUrls: createMenuSchema.fields.additionalUrls,
});

export function menuScrapingInputOf(args: Record<string, unknown>): MenuScrapingMenuInput {
  return (args.menuData as MenuScrapingMenuInput | null | undefined) ?? {};
}

/**
 * JSON with object keys sorted, for comparing: a document that differs only in its keys' order is the same instructions
 * (no new version). What is stored is the text as written, key order included (migration 016).
 */
export function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (value && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, item]) => item !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([key, item]) => `${JSON.stringify(key)}:${canonicalJson(item)}`).join(',')}}`;
  }
  return JSON.stringify(value ?? null);
}

const same = (a: unknown, b: unknown) => canonicalJson(a) === canonicalJson(b);

/**
 * The instructions' JSON Schema check: VALIDATION with the message that names the path of the fault (every message in
 * extensions.messages).
 */
export function assertValidInstructions(instructions: unknown): void {
  const result = validateInstructionsForEngine(instructions);
  if (result.ok) return;
  throw appError('VALIDATION', result.errors[0] ?? 'Scraping instructions are not valid', { field: 'scrapingInstructions', messages: result.errors });
}

async function lockScrapingMenu(tx: Queryable, menuId: number | null): Promise<ScrapingMenuRow> {
  const rows = menuId
    ? await tx.query<ScrapingMenuRow>(
        `SELECT id, format, status, not_scrapeable_reason, not_scrapeable_comment, scraping_instructions, scraping_instructions_version,
                availability_comment, additional_urls, is_deleted
           FROM menus WHERE id = $1 FOR UPDATE`,
        [menuId],
      )
    : [];
  if (!rows[0]) throw notFound('Menu');
  return rows[0];
}

function stateOf(row: ScrapingMenuRow): MenuScrapingState {
  return {
    format: row.format,
    status: row.status,
    notScrapeableReason: row.not_scrapeable_reason,
    notScrapeableComment: row.not_scrapeable_comment,
    scrapingInstructions: row.scraping_instructions ?? null,
    availabilityComment: row.availability_comment,
    additionalUrls: row.additional_urls?.length ? row.additional_urls : null,
  };
}

/** The stored state with the given fields laid over it, section 4's format rules applied, and checked. */
async function nextState(before: MenuScrapingState, input: MenuScrapingMenuInput, mode: MenuScrapingMode): Promise<MenuScrapingState> {
  const given = <K extends keyof MenuScrapingMenuInput>(key: K, fallback: MenuScrapingMenuInput[K]) => (input[key] === undefined ? fallback : input[key]);
  const overlaid: MenuScrapingState = {
    ...before,
    format: given('format', before.format) ?? null,
    notScrapeableReason: given('notScrapeableReason', before.notScrapeableReason) ?? null,
    notScrapeableComment: given('notScrapeableComment', before.notScrapeableComment) ?? null,
    scrapingInstructions: given('scrapingInstructions', before.scrapingInstructions) ?? null,
  };
  const ruled = applyMenuScrapingFormatChange(overlaid, overlaid.format);
  const form = await validateInput(mode === 'done' ? menuScrapingDoneSchema : menuScrapingSaveSchema, {
    format: ruled.format,
    notScrapeableReason: ruled.notScrapeableReason,
    notScrapeableComment: ruled.notScrapeableComment,
    scrapingInstructions: ruled.scrapingInstructions,
  });
  const extra = await validateInput(extraFieldsSchema, {
    availabilityComment: given('availabilityComment', before.availabilityComment),
    additionalUrls: given('additionalUrls', before.additionalUrls),
  });
  const format = (form.format ?? null) as MenuFormat | null;
  const additionalUrls = extra.additionalUrls as string[] | null | undefined;
  return {
    format,
    status: statusAfterFormat(before.status, format),
    notScrapeableReason: (form.notScrapeableReason ?? null) as MenuNotScrapeableReason | null,
    notScrapeableComment: form.notScrapeableComment || null,
    scrapingInstructions: ruled.scrapingInstructions,
    availabilityComment: extra.availabilityComment || null,
    additionalUrls: additionalUrls?.length ? additionalUrls : null,
  };
}

/**
 * Checks and writes the task's menu fields. New instructions (different from the stored ones) are validated by their
 * JSON Schema and stored as the next version: the 011 trigger keeps the version's row, this adds who wrote it and why.
 */
export async function saveMenuScrapingData(
  tx: Queryable,
  task: TaskRow,
  input: MenuScrapingMenuInput,
  mode: MenuScrapingMode,
  userId: number,
): Promise<MenuScrapingSaveResult> {
  const row = await lockScrapingMenu(tx, task.menu_id);
  const before = stateOf(row);
  const after = await nextState(before, input, mode);
  const changed = (Object.keys(COLUMN_OF) as (keyof MenuScrapingState)[]).filter((field) => !same(before[field], after[field]));
  const isNewInstructions = changed.includes('scrapingInstructions') && after.scrapingInstructions !== null;
  if (isNewInstructions) assertValidInstructions(after.scrapingInstructions);
  const instructionsComment = isNewInstructions ? (await validateArgument(commentSchema, input.scrapingInstructionsComment ?? null, 'scrapingInstructionsComment')) || null : null;
  const result: MenuScrapingSaveResult = { menuId: row.id, format: after.format, isDeleted: row.is_deleted, changedFields: changed, instructionsVersion: null };
  if (!changed.length) return result;

  const params: unknown[] = [row.id];
  const sets = changed.map((field) => {
    params.push(field === 'scrapingInstructions' && after.scrapingInstructions !== null ? JSON.stringify(after.scrapingInstructions) : after[field]);
    return `${COLUMN_OF[field]} = $${params.length}`;
  });
  if (isNewInstructions) {
    result.instructionsVersion = row.scraping_instructions_version + 1;
    params.push(result.instructionsVersion);
    sets.push(`scraping_instructions_version = $${params.length}`);
  }
  await tx.query(`UPDATE menus SET ${sets.join(', ')}, modified_date = ${NEXT_MODIFIED_DATE} WHERE id = $1`, params);
  if (isNewInstructions) {
    await tx.query('UPDATE menu_scraping_instructions_versions SET created_by_id = $3, comment = $4 WHERE menu_id = $1 AND version = $2', [
      row.id,
      result.instructionsVersion,
      userId,
      instructionsComment,
    ]);
  }
  // The instructions themselves are kept by their versions: the event names the version numbers, not the documents.
  const shown = (state: MenuScrapingState, version: number | null) =>
    Object.fromEntries(changed.map((field) => [field, field === 'scrapingInstructions' ? (state.scrapingInstructions === null ? null : { version }) : state[field]]));
  await recordEvent(tx, {
    userId,
    type: 'UPDATE',
    subType: 'MENU_SCRAPING_TASK',
    entityType: 'MENU',
    entityId: row.id,
    message: `Menu updated on menu scraping task ${task.id}: ${changed.map((field) => FIELD_LABELS[field]).join(', ')}${
      isNewInstructions ? ` (instructions version ${result.instructionsVersion})` : ''
    }`,
    data: {
      taskId: task.id,
      changedFields: changed,
      before: shown(before, before.scrapingInstructions === null ? null : row.scraping_instructions_version),
      after: shown(after, result.instructionsVersion ?? row.scraping_instructions_version),
      ...(isNewInstructions ? { instructionsVersion: result.instructionsVersion, instructionsComment } : {}),
    },
  });
  return result;
}
