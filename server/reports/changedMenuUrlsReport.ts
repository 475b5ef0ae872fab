// GET /api/reports/changed-menu-urls -> changed_menu_urls.csv (spec 3, sections 7 and 9; columns in docs/reports.md):
// every change of a menu's URL, oldest first, from the menu's history: the task forms write {changedFields, before,
// after} (menu definition, menu scraping), the menu page {url: {from, to}}. Paged by event id over
// events_menu_url_change_idx, whose predicate URL_CHANGE_EVENT_SQL repeats. A menu created with a URL is no change.
import type { CsvColumn } from './csvDownload';
import type { ReportContext, ReportDefinition } from './reportDefinition';
import { keysetPages } from './scrapingReportsShared';
import { isoDateTime, REPORT_PAGE_SIZE, taskKindLabel, yesNo } from './taskReportsShared';

export const CHANGED_MENU_URLS_REPORT_KEY = 'changed-menu-urls';
export const CHANGED_MENU_URLS_FILE_NAME = 'changed_menu_urls.csv';

/** Word for word the predicate of events_menu_url_change_idx (migration 025). */
const URL_CHANGE_EVENT_SQL = `e.entity_type = 'MENU' AND e.type = 'UPDATE' AND (e.data->'changedFields' ? 'url' OR e.data ? 'url')`;

export interface ChangedMenuUrlRow {
  id: number;
  created_date: Date;
  menu_id: number;
  brand_id: number;
  brand_name: string;
  old_url: string | null;
  new_url: string | null;
  current_url: string | null;
  format: string | null;
  status: string;
  is_deleted: boolean;
  changed_by: string | null;
  task_id: number | null;
  task_type: string | null;
}

export const CHANGED_MENU_URL_COLUMNS: ReadonlyArray<CsvColumn<ChangedMenuUrlRow>> = [
  { header: 'Changed date', value: (row) => isoDateTime(row.created_date) },
  { header: 'Menu ID', value: (row) => row.menu_id },
  { header: 'Brand ID', value: (row) => row.brand_id },
  { header: 'Brand name', value: (row) => row.brand_name },
  { header: 'Old URL', value: (row) => row.old_url },
  { header: 'New URL', value: (row) => row.new_url },
  { header: 'Current URL', value: (row) => row.current_url },
  { header: 'Changed by', value: (row) => row.changed_by },
  { header: 'Changed on', value: (row) => (row.task_type ? `${taskKindLabel(row.task_type)} task ${row.task_id}` : 'Menu page') },
  { header: 'Menu format', value: (row) => row.format },
  { header: 'Menu status', value: (row) => row.status },
  { header: 'Menu deleted', value: (row) => yesNo(row.is_deleted) },
];

function changeRows(ctx: ReportContext): AsyncGenerator<ChangedMenuUrlRow[]> {
  return keysetPages(
    ctx,
    0,
    REPORT_PAGE_SIZE,
    async (after, limit) => ({
      read: await ctx.db.query<ChangedMenuUrlRow>(
        `SELECT e.id, e.created_date, e.entity_id AS menu_id, m.brand_id, b.name AS brand_name,
                coalesce(e.data->'url'->>'from', e.data->'before'->>'url') AS old_url, coalesce(e.data->'url'->>'to', e.data->'after'->>'url') AS new_url,
                m.url AS current_url, m.format, m.status, m.is_deleted, u.name AS changed_by, t.id AS task_id, t.type AS task_type
           FROM events e
           JOIN menus m ON m.id = e.entity_id JOIN brands b ON b.id = m.brand_id
           LEFT JOIN users u ON u.id = e.user_id
           LEFT JOIN tasks t ON t.id = CASE WHEN e.data->>'taskId' ~ '^[0-9]{1,9}$' THEN (e.data->>'taskId')::int END
          WHERE ${URL_CHANGE_EVENT_SQL} AND e.id > $1
          ORDER BY e.id LIMIT $2`,
        [after, limit],
      ),
    }),
    (row) => row.id,
  );
}

export const changedMenuUrlsReport: ReportDefinition<Record<string, never>> = {
  key: CHANGED_MENU_URLS_REPORT_KEY,
  permission: `report.${CHANGED_MENU_URLS_REPORT_KEY}`,
  parseInput: async () => ({}),
  async file(ctx) {
    return { kind: 'csv', fileName: CHANGED_MENU_URLS_FILE_NAME, columns: CHANGED_MENU_URL_COLUMNS, batches: changeRows(ctx) };
  },
};
