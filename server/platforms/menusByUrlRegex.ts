// menusByUrlRegex (spec 3, section 7): one page of the menus a pair of patterns calls valid (shouldMatchNormalizationRegex)
// or invalid, with the total. The patterns are checked as the platform form checks them, so the form's tables and
// the API agree on which patterns are usable.
import { PLATFORM_MESSAGES, platformRegexProblem } from '../../domain/platformSchemas';
import { MAX_PLATFORM_REGEX_LENGTH } from '../../domain/platformSchemas';
import type { Queryable } from '../db/database';
import { validationError } from '../graphql/errors';
import { matchPlatformMenus, MENUS_BY_URL_REGEX_BUDGET_MS, type PlatformRegexes } from './platformMenuMatching';

export interface PlatformMenuRow {
  id: number;
  url: string;
  menu_definition_task_id: number | null;
  modified_date: Date;
}

export interface PlatformMenuPage {
  total: number;
  items: PlatformMenuRow[];
}

function checkPattern(pattern: string, field: keyof PlatformRegexes, required: string, invalid: string): void {
  if (pattern === '') throw validationError(required, field);
  if (pattern.length > MAX_PLATFORM_REGEX_LENGTH) throw validationError(`${invalid}: longer than ${MAX_PLATFORM_REGEX_LENGTH} characters`, field);
  const problem = platformRegexProblem(pattern, invalid);
  if (problem) throw validationError(problem, field);
}

export function checkPlatformRegexes(regexes: PlatformRegexes): void {
  checkPattern(regexes.urlIdentificationRegex, 'urlIdentificationRegex', PLATFORM_MESSAGES.identificationRequired, PLATFORM_MESSAGES.identificationInvalid);
  checkPattern(regexes.urlNormalizationRegex, 'urlNormalizationRegex', PLATFORM_MESSAGES.normalizationRequired, PLATFORM_MESSAGES.normalizationInvalid);
}

export async function menusByUrlRegex(
  db: Queryable,
  regexes: PlatformRegexes,
  shouldMatchNormalizationRegex: boolean,
  paging: { page: number; pageSize: number },
  budgetMs = MENUS_BY_URL_REGEX_BUDGET_MS,
): Promise<PlatformMenuPage> {
  checkPlatformRegexes(regexes);
  const ids: number[] = [];
  for await (const batch of matchPlatformMenus(db, regexes, { budgetMs })) ids.push(...(shouldMatchNormalizationRegex ? batch.valid : batch.invalid));
  const pageIds = ids.slice((paging.page - 1) * paging.pageSize, paging.page * paging.pageSize);
  const items =
    pageIds.length === 0
      ? []
      : await db.query<PlatformMenuRow>(
          `SELECT m.id, m.url, m.modified_date,
                  (SELECT t.id FROM tasks t WHERE t.menu_id = m.id AND t.type = 'MENU_DEFINITION' ORDER BY t.id DESC LIMIT 1) AS menu_definition_task_id
             FROM menus m WHERE m.id = ANY($1::int[]) ORDER BY m.id`,
          [pageIds],
        );
  return { total: ids.length, items };
}
