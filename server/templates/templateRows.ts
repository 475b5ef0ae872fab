// Reading menu scraping templates (spec 3, sections 2, 3 and 7): the list with its name search, status filter, sort and
// page; one template; its instruction versions. A deleted template is gone from all of them.
import type { TemplateSortCriterion, TemplateStatus } from '../../domain/menuScrapingTemplates';
import type { Queryable } from '../db/database';

export interface TemplateRow {
  id: number;
  name: string;
  status: TemplateStatus;
  comment: string | null;
  scraping_issue_comment: string | null;
  /** The stored json's text, as uploaded. */
  scraping_instructions: string;
  scraping_instructions_version: number;
  menu_count: number;
  created_date: Date;
  created_by_id: number | null;
  modified_date: Date;
  modified_by_id: number | null;
}

export interface TemplateVersionRow {
  id: number;
  menu_scraping_template_id: number;
  number: number;
  scraping_instructions: string;
  comment: string | null;
  created_date: Date;
  created_by_id: number | null;
}

/**
 * Menus scraped with the template: the live menus of the clusters that have it (their kept counts), and any menu that
 * names it itself (menus.menu_scraping_template_id). A sub-cluster following its master's template counts under its own.
 */
const MENU_COUNT = `((SELECT coalesce(sum(c.menu_count), 0) FROM menu_scraping_clusters c WHERE c.menu_scraping_template_id = t.id)
  + (SELECT count(*) FROM menus m WHERE m.menu_scraping_template_id = t.id AND m.menu_scraping_cluster_id IS NULL AND NOT m.is_deleted))::int`;

const TEMPLATE_COLUMNS = `t.id, t.name, t.status, t.comment, t.scraping_issue_comment, t.scraping_instructions::text AS scraping_instructions,
  t.scraping_instructions_version, ${MENU_COUNT} AS menu_count, t.created_date, t.created_by_id, t.modified_date, t.modified_by_id`;

export interface TemplateListFilters {
  templateStatus?: TemplateStatus | null;
  templateSearchTerm?: string | null;
}

export interface TemplateListSort {
  criterion: TemplateSortCriterion | null;
  order: 'asc' | 'desc';
}

const escapeLike = (text: string) => text.toLowerCase().replace(/[\\%_]/g, (character) => `\\${character}`);

/** Statuses sort in their lifecycle order (New, Validated, Optimized, Confirmed), not alphabetically. */
const STATUS_ORDER = `array_position(ARRAY['NEW','VALIDATED','OPTIMIZED','CONFIRMED']::text[], t.status)`;

export async function listTemplates(db: Queryable, filters: TemplateListFilters, sort: TemplateListSort, page: number, pageSize: number) {
  const where = ['t.deleted_date IS NULL'];
  const params: unknown[] = [];
  if (filters.templateStatus) {
    params.push(filters.templateStatus);
    where.push(`t.status = $${params.length}`);
  }
  const term = filters.templateSearchTerm?.trim();
  if (term) {
    params.push(`%${escapeLike(term)}%`);
    where.push(`lower(t.name) LIKE $${params.length}`);
  }
  const whereSql = where.join(' AND ');
  const direction = sort.order === 'desc' ? 'DESC' : 'ASC';
  const orderBy =
    sort.criterion === 'NAME'
      ? `lower(t.name) ${direction}, t.id ${direction}`
      : sort.criterion === 'STATUS'
        ? `${STATUS_ORDER} ${direction}, lower(t.name), t.id`
        : `t.id ${direction}`;
  const [{ total }] = await db.query<{ total: number }>(`SELECT count(*)::int AS total FROM menu_scraping_templates t WHERE ${whereSql}`, params);
  const items = await db.query<TemplateRow>(
    `SELECT ${TEMPLATE_COLUMNS} FROM menu_scraping_templates t WHERE ${whereSql}
      ORDER BY ${orderBy} LIMIT $${params.length + 1} OFFSET $${params.length + 2}`,
    [...params, pageSize, (page - 1) * pageSize],
  );
  return { items, total };
}

/** A live template; with lock, its row stays locked until the transaction ends. */
export async function findTemplate(db: Queryable, id: number, options: { lock?: boolean } = {}): Promise<TemplateRow | null> {
  if (options.lock) await db.query('SELECT id FROM menu_scraping_templates WHERE id = $1 FOR UPDATE', [id]);
  const rows = await db.query<TemplateRow>(`SELECT ${TEMPLATE_COLUMNS} FROM menu_scraping_templates t WHERE t.id = $1 AND t.deleted_date IS NULL`, [id]);
  return rows[0] ?? null;
}

/** Every live template's id, name and version number (the basic list pickers use), by name. */
export async function basicTemplates(db: Queryable): Promise<{ id: number; name: string; scraping_instructions_version: number }[]> {
  return db.query('SELECT id, name, scraping_instructions_version FROM menu_scraping_templates WHERE deleted_date IS NULL ORDER BY lower(name), id');
}

/** The template's versions, newest first. */
export async function templateVersions(db: Queryable, templateId: number): Promise<TemplateVersionRow[]> {
  return db.query<TemplateVersionRow>(
    `SELECT v.id, v.menu_scraping_template_id, v.number, v.scraping_instructions::text AS scraping_instructions, v.comment, v.created_date, v.created_by_id
       FROM menu_scraping_template_versions v JOIN menu_scraping_templates t ON t.id = v.menu_scraping_template_id
      WHERE v.menu_scraping_template_id = $1 AND t.deleted_date IS NULL
      ORDER BY v.number DESC`,
    [templateId],
  );
}
