-- Indexes behind the task and probing reports (docs/reports.md; server/reports/): each report reads one indexed range
-- per page (keyset) and its chart is one aggregate over the same range.

-- A person's history by day: user-counts (every event of one person), misc-tasks-verification (people's resolutions in
-- a date range). The same index as 025_scraping_report_indexes.sql's (the user report's), made here if it is missing.
CREATE INDEX IF NOT EXISTS events_user_created_idx ON events (user_id, created_date) WHERE user_id IS NOT NULL;

-- open-tasks: the open tasks of a kind in id order, with what the age buckets read, without touching resolved ones.
CREATE INDEX tasks_open_by_type_idx ON tasks (type, id) INCLUDE (status, created_date, reopened_date) WHERE status <> 'RESOLVED';

-- misc-tasks-verification: what a person resolved in a date range, a view of a brand task or a whole menu task.
CREATE INDEX task_views_resolved_by_idx ON task_views (resolved_by_id, resolved_date) WHERE resolved_by_id IS NOT NULL;
CREATE INDEX tasks_resolved_by_idx ON tasks (resolved_by_id, resolved_date) WHERE resolved_by_id IS NOT NULL;

-- menus-in-probing-status: the menus probing concerns (leads, the only menus probed, and any menu flagged awaiting
-- probing), with what the chart reads of them, so the chart reads no menu row; and each menu's probes with changes
-- nobody applied, oldest first.
CREATE INDEX menus_probing_candidates_idx ON menus (id) INCLUDE (menu_scraping_cluster_id, is_awaiting_probing, is_deleted, scraping_cluster_role)
  WHERE is_awaiting_probing OR scraping_cluster_role = 'LEAD';
CREATE INDEX menu_probing_jobs_unapplied_menu_idx ON menu_probing_jobs (menu_id, id) INCLUDE (menu_scraping_cluster_id, completed_date)
  WHERE has_changes AND applied_date IS NULL;
