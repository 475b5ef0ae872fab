-- What the scraping reports read (server/reports/scraping*Report.ts, changedMenuUrlsReport.ts; docs/reports.md), each
-- by an index so a report over a date range or a few people reads its own rows, not the whole table.

-- A person's history in a date range (the verification report's resolutions; the user report's events).
CREATE INDEX IF NOT EXISTS events_user_created_idx ON events (user_id, created_date) WHERE user_id IS NOT NULL;

-- The runs people asked for, by person and day (scraping-engine, scraping-attempts).
CREATE INDEX scraping_jobs_requested_by_idx ON scraping_jobs (requested_by_id, created_date) WHERE requested_by_id IS NOT NULL;

-- Failed runs by the day they ended (scraping-issue).
CREATE INDEX scraping_jobs_failed_idx ON scraping_jobs (finished_date, id)
  WHERE (status = 'FAILED' OR scraping_status = 'ERROR') AND kind IN ('HTML_SCRAPING', 'DOCUMENT_SCRAPING', 'DOCUMENT_CRAWLING');

-- Menu issues people recorded, by day (scraping-issue): a scraping issue comment, or the menu marked not scrapeable
-- (the menu page's format change writes {format: {to}}, the task forms {after: {format}}). The report's WHERE repeats
-- this predicate word for word (MENU_ISSUE_EVENT_SQL) so the planner can use the index.
CREATE INDEX events_menu_issue_idx ON events (created_date, id)
  WHERE entity_type = 'MENU' AND (type = 'SCRAPING_ISSUE_COMMENT' OR sub_type = 'SCRAPING_ISSUE_COMMENT'
    OR data->'format'->>'to' = 'HTML_NOT_SCRAPEABLE' OR data->'after'->>'format' = 'HTML_NOT_SCRAPEABLE');

-- Menu URL changes, in the order they happened (changed-menu-urls): the task forms write {changedFields: [...], before,
-- after}, the menu page {url: {from, to}}.
CREATE INDEX events_menu_url_change_idx ON events (id)
  WHERE entity_type = 'MENU' AND type = 'UPDATE' AND (data->'changedFields' ? 'url' OR data ? 'url');
