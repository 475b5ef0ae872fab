// Writing menu scraping templates (spec 3, sections 5 and 7; spec 2, section 7 for the two comments): create, update,
// delete, comment and scraping issue comment. Each runs inside the caller's transaction: the template is locked, every
// input checked before anything is written (a refusal changes nothing), then the change and its history event land
// together. An update based on an older version of the template is refused with CONFLICT.
import {
  TEMPLATE_STATUS_LABELS,
  templateCommentSchema,
  templateCreateSchema,
  templateDeletionRefusal,
  templateUpdateSchema,
  type TemplateStatus,
} from '../../domain/menuScrapingTemplates';
import type { Queryable } from '../db/database';
import { NEXT_MODIFIED_DATE, isAtVersion } from '../db/rowVersions';
import { appError, conflict, notFound } from '../graphql/errors';
import { validateArgument, validateInput } from '../graphql/validate';
import { recordEvent } from '../history/eventRows';
import { canonicalJson } from '../menus/menuScrapingSave';
import { validateInstructionsForEngine } from '../scraping/validateInstructions';
import { countClustersUsingTemplate } from './templateClusters';
import { findTemplate, type TemplateRow } from './templateRows';

const ENTITY_TYPE = 'MENU_SCRAPING_TEMPLATE';

export interface TemplateCreateInput {
  name?: unknown;
  scrapingInstructionsFileName?: unknown;
  scrapingInstructions?: unknown;
  versionComment?: unknown;
}

export interface TemplateUpdateInput extends TemplateCreateInput {
  status?: unknown;
}

/**
 * A template's instructions: the menu instructions' JSON Schema and engine checks, page URLs relative to the menu
 * allowed. VALIDATION with the first message (path of the fault first), every message in extensions.messages.
 */
export function assertValidTemplateInstructions(instructions: unknown): void {
  const result = validateInstructionsForEngine(instructions, { pageUrls: 'relativeToMenu' });
  if (result.ok) return;
  throw appError('VALIDATION', result.errors[0] ?? 'Scraping instructions are not valid', { field: 'scrapingInstructions', messages: result.errors });
}

/** The text stored and downloaded: the document as uploaded, key order kept, indented for reading and comparing. */
const instructionsText = (instructions: unknown) => JSON.stringify(instructions, null, 2);

async function liveTemplate(tx: Queryable, id: number, options: { lock?: boolean } = {}): Promise<TemplateRow> {
  const template = await findTemplate(tx, id, options);
  if (!template) throw notFound('Menu scraping template');
  return template;
}

async function insertVersion(tx: Queryable, templateId: number, number: number, text: string, comment: string | null, userId: number | null) {
  await tx.query(
    `INSERT INTO menu_scraping_template_versions (menu_scraping_template_id, number, scraping_instructions, comment, created_by_id)
     VALUES ($1, $2, $3::json, $4, $5)`,
    [templateId, number, text, comment, userId],
  );
}

export async function createTemplate(tx: Queryable, data: TemplateCreateInput, userId: number | null): Promise<TemplateRow> {
  const input = await validateInput(templateCreateSchema, data);
  assertValidTemplateInstructions(input.scrapingInstructions);
  const text = instructionsText(input.scrapingInstructions);
  const [{ id }] = await tx.query<{ id: number }>(
    `INSERT INTO menu_scraping_templates (name, scraping_instructions, created_by_id, modified_by_id) VALUES ($1, $2::json, $3, $3) RETURNING id`,
    [input.name, text, userId],
  );
  await insertVersion(tx, id, 1, text, input.versionComment, userId);
  await recordEvent(tx, {
    userId,
    type: 'CREATE',
    entityType: ENTITY_TYPE,
    entityId: id,
    message: `Menu scraping template ${input.name} created`,
    data: { name: input.name, status: 'NEW', version: 1, fileName: input.scrapingInstructionsFileName },
  });
  return liveTemplate(tx, id);
}

export async function updateTemplate(
  tx: Queryable,
  id: number,
  data: TemplateUpdateInput,
  expectedModifiedDate: Date | string | null | undefined,
  userId: number | null,
): Promise<TemplateRow> {
  const input = await validateInput(templateUpdateSchema, data);
  const hasUpload = input.scrapingInstructions !== undefined && input.scrapingInstructions !== null;
  if (hasUpload) assertValidTemplateInstructions(input.scrapingInstructions);
  const template = await liveTemplate(tx, id, { lock: true });
  if (!(await isAtVersion(tx, 'menu_scraping_templates', id, expectedModifiedDate))) throw conflict();

  const status = input.status as TemplateStatus;
  const changed: string[] = [];
  if (input.name !== template.name) changed.push('name');
  if (status !== template.status) changed.push('status');
  // The same document uploaded again (even with its keys in another order) is no new version.
  const isNewVersion = hasUpload && canonicalJson(input.scrapingInstructions) !== canonicalJson(JSON.parse(template.scraping_instructions));
  if (isNewVersion) changed.push('scraping instructions');
  if (changed.length === 0) return template;

  const version = isNewVersion ? template.scraping_instructions_version + 1 : template.scraping_instructions_version;
  const text = isNewVersion ? instructionsText(input.scrapingInstructions) : null;
  await tx.query(
    `UPDATE menu_scraping_templates
        SET name = $2, status = $3, scraping_instructions = coalesce($4::json, scraping_instructions), scraping_instructions_version = $5,
            modified_by_id = $6, modified_date = ${NEXT_MODIFIED_DATE}
      WHERE id = $1`,
    [id, input.name, status, text, version, userId],
  );
  if (text !== null) await insertVersion(tx, id, version, text, input.versionComment, userId);
  await recordEvent(tx, {
    userId,
    type: 'UPDATE',
    entityType: ENTITY_TYPE,
    entityId: id,
    message: `Menu scraping template ${input.name} updated: ${changed.join(', ')}`,
    data: {
      changedFields: changed,
      name: input.name,
      status: TEMPLATE_STATUS_LABELS[status],
      ...(isNewVersion ? { version, fileName: input.scrapingInstructionsFileName ?? null } : {}),
    },
  });
  return liveTemplate(tx, id);
}

/** Marks the template deleted and answers its name; refused while clusters scrape with it. */
export async function deleteTemplate(tx: Queryable, id: number, userId: number | null): Promise<{ id: number; name: string }> {
  const template = await liveTemplate(tx, id, { lock: true });
  const refusal = templateDeletionRefusal(await countClustersUsingTemplate(tx, id));
  if (refusal) throw appError('VALIDATION', refusal);
  await tx.query(
    `UPDATE menu_scraping_templates SET deleted_date = now(), deleted_by_id = $2, modified_by_id = $2, modified_date = ${NEXT_MODIFIED_DATE} WHERE id = $1`,
    [id, userId],
  );
  await recordEvent(tx, { userId, type: 'DELETE', entityType: ENTITY_TYPE, entityId: id, message: `Menu scraping template ${template.name} deleted` });
  return { id, name: template.name };
}

type CommentColumn = 'comment' | 'scraping_issue_comment';

const COMMENT_WORDS: Record<CommentColumn, { field: string; label: string; subType: string }> = {
  comment: { field: 'comment', label: 'comment', subType: 'COMMENT' },
  scraping_issue_comment: { field: 'scrapingIssueComment', label: 'scraping issue comment', subType: 'SCRAPING_ISSUE_COMMENT' },
};

/** Sets (or, empty, removes) the template's comment or scraping issue comment, with an UPDATE event naming which. */
export async function setTemplateComment(tx: Queryable, id: number, column: CommentColumn, value: unknown, userId: number | null): Promise<TemplateRow> {
  const words = COMMENT_WORDS[column];
  const text = ((await validateArgument(templateCommentSchema, value ?? null, words.field)) as string | null) || null;
  const template = await liveTemplate(tx, id, { lock: true });
  if (text === template[column]) return template;
  await tx.query(`UPDATE menu_scraping_templates SET ${column} = $2, modified_by_id = $3, modified_date = ${NEXT_MODIFIED_DATE} WHERE id = $1`, [id, text, userId]);
  await recordEvent(tx, {
    userId,
    type: 'UPDATE',
    subType: words.subType,
    entityType: ENTITY_TYPE,
    entityId: id,
    message: `Menu scraping template ${template.name} ${words.label} ${text ? 'set' : 'removed'}`,
    data: { [words.field]: text },
  });
  return liveTemplate(tx, id);
}
