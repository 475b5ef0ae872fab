-- Indexes behind every filter and sort of the five task lists (server/tasks/taskLists.ts), measured by `npm run bench`
-- (README, "Performance"). The lists read only the tasks table (003 copies the brand's and menu's list columns onto it).
--   * The default queues: partial indexes whose predicates are the lists' default filters (DEFAULT_LIST_FILTERS), in
--     list order and holding the brand's id and name, so a queue's page, its count and a brand search within it are
--     read from the index alone. If the default filters change, these predicates must change with them.
--   * One index per other filter, on its selective side; the planner combines them with the type/status index.
--   * Extended statistics, so the planner sees how the list columns go together (open tasks sit in DEFINE, scraped
--     menus are HTML more often) and estimates combined filters well.

-- Brand gateway, brand definition and menu definition queues (NOT_STARTED or REOPENED, unassigned), by modified date.
CREATE INDEX tasks_brand_queue_idx ON tasks (type, current_view_type, modified_date DESC, id DESC) INCLUDE (brand_id, brand_name)
  WHERE status IN ('NOT_STARTED', 'REOPENED') AND assigned_to_id IS NULL;
-- The menu scraping queue: HTML menus without an issue comment that are not awaiting probing, by scraped date.
CREATE INDEX tasks_scraping_queue_idx ON tasks (menu_scraped_date DESC NULLS LAST, id DESC) INCLUDE (brand_id, brand_name)
  WHERE type = 'MENU_SCRAPING' AND status IN ('NOT_STARTED', 'REOPENED') AND assigned_to_id IS NULL
    AND menu_format = 'HTML' AND NOT menu_has_issue_comment AND NOT menu_is_awaiting_probing;
-- The dish review queue: scraped HTML menus whose scraping was verified, by scraped date.
CREATE INDEX tasks_review_queue_idx ON tasks (menu_scraped_date DESC NULLS LAST, id DESC) INCLUDE (brand_id, brand_name)
  WHERE type = 'DISH_REVIEW' AND status IN ('NOT_STARTED', 'REOPENED') AND assigned_to_id IS NULL
    AND menu_format = 'HTML' AND menu_status IN ('SCRAPED', 'PARTIALLY_SCRAPED') AND menu_is_verified;

-- Brand search outside the queues: terms of three characters or more by trigram, shorter ones as a name prefix.
CREATE INDEX tasks_brand_name_trgm_idx ON tasks USING gin (brand_name gin_trgm_ops);
CREATE INDEX tasks_brand_name_prefix_idx ON tasks (lower(brand_name) text_pattern_ops);
CREATE INDEX brands_rank_idx ON brands (rank);

-- The other task filters, each on its selective side.
CREATE INDEX tasks_reopen_reason_idx ON tasks (type, reopen_reason) WHERE reopen_reason IS NOT NULL;
CREATE INDEX tasks_awaiting_idx ON tasks (type, awaiting_reason) WHERE is_awaiting;
CREATE INDEX tasks_rerun_flow_idx ON tasks (type, modified_date DESC) WHERE is_rerun_flow;
CREATE INDEX tasks_resolved_type_idx ON tasks (type, resolved_type) WHERE resolved_type IS NOT NULL;
CREATE INDEX tasks_verified_idx ON tasks (type, menu_id) WHERE verification <> 'NOT_VERIFIED';
CREATE INDEX tasks_menu_verified_idx ON tasks (type) WHERE menu_is_verified;

-- The menu filters and the scraped-date sort of the two menu lists.
CREATE INDEX tasks_menu_scraped_date_idx ON tasks (type, menu_scraped_date DESC NULLS LAST, id DESC);
CREATE INDEX tasks_menu_format_idx ON tasks (type, menu_format, menu_scraped_date DESC NULLS LAST);
CREATE INDEX tasks_menu_status_idx ON tasks (type, menu_status);
CREATE INDEX tasks_menu_awaiting_scraping_idx ON tasks (type) WHERE menu_is_awaiting_scraping;
CREATE INDEX tasks_menu_awaiting_probing_idx ON tasks (type) WHERE menu_is_awaiting_probing;
CREATE INDEX tasks_menu_issue_comment_idx ON tasks (type) WHERE menu_has_issue_comment;
CREATE INDEX tasks_menu_scraping_type_idx ON tasks (type, menu_scraping_type) WHERE menu_scraping_type IS NOT NULL;
CREATE INDEX tasks_menu_scraped_by_idx ON tasks (menu_scraped_by_id, type) WHERE menu_scraped_by_id IS NOT NULL;

CREATE STATISTICS tasks_list_stats (mcv) ON type, status, current_view_type, assigned_to_id, verification FROM tasks;
CREATE STATISTICS tasks_menu_list_stats (mcv) ON type, menu_format, menu_status, menu_has_issue_comment, menu_is_awaiting_probing, menu_is_verified FROM tasks;
