-- The scraping verification report and its chart (server/reports/scrapingVerificationReport.ts; docs/reports.md): a
-- person's resolutions in a date range, each with its task's next reopen, read from two small indexes instead of every
-- event of the person and every event of each task; the attempts report from one index; the counts report's chart
-- (menus by status) from an index.

-- A person's resolutions by day, with what the report joins on (an index-only read once vacuumed).
CREATE INDEX events_user_resolve_idx ON events (user_id, created_date) INCLUDE (entity_type, entity_id, sub_type)
  WHERE type = 'RESOLVE' AND user_id IS NOT NULL;

-- A task's reopens in order.
CREATE INDEX events_reopen_idx ON events (entity_type, entity_id, id) WHERE type = 'REOPEN';

-- Live menus by status (the counts report's chart and its status rows).
CREATE INDEX menus_live_status_idx ON menus (status) WHERE NOT is_deleted;

-- The attempts report numbers a person's runs per menu and charts them by outcome from this index alone; a page then
-- reads only its own runs (025 made it without the included columns).
DROP INDEX IF EXISTS scraping_jobs_requested_by_idx;
CREATE INDEX scraping_jobs_requested_by_idx ON scraping_jobs (requested_by_id, created_date) INCLUDE (id, menu_id, kind, status, scraping_status)
  WHERE requested_by_id IS NOT NULL;
