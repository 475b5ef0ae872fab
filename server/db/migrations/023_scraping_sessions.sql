-- HTML scraping sessions (spec 3, sections 3, 4 and 7; DESIGN.md section 5, "Sessions"; docs/sessions.md, "Storage"): a
-- set of menus scraped with one template version, each menu's job planned into a 15-minute slot from the session's
-- start. A session's menus are its jobs: every job is an HTML_SCRAPING row of scraping_jobs (the engine's own path,
-- reason RERUN) that names its session and its slot; a menu the planner left out (unavailable, confirmed) has no job and
-- is not part of the session. The counters are kept by the job's completion (server/sessions/sessionProgress.ts) in the
-- transaction that persists the run, so the lists read one row per session.
CREATE TABLE html_scraping_sessions (
  id serial PRIMARY KEY,
  -- CLUSTER_VALIDATION: the roles-or-ids form (TEMPLATE_VALIDATION); CLUSTER_SCRAPING: the statuses form (SCRAPING);
  -- RERUNS: the reruns page, over any HTML menus.
  kind text NOT NULL CHECK (kind IN ('CLUSTER_VALIDATION', 'CLUSTER_SCRAPING', 'RERUNS')),
  menu_scraping_cluster_id integer REFERENCES menu_scraping_clusters(id),
  rerun_flow_id integer REFERENCES rerun_flows(id),
  status text NOT NULL DEFAULT 'IN_PROGRESS' CHECK (status IN ('IN_PROGRESS', 'COMPLETED', 'MANUALLY_ABORTED', 'AUTOMATICALLY_ABORTED')),
  created_date timestamptz NOT NULL DEFAULT now(),
  created_by_id integer REFERENCES users(id),
  -- The form as it was sent (without isStartSessionConfirmed).
  configuration jsonb NOT NULL,
  -- The template whose version the jobs run (cluster sessions), pinned at the start; null: each menu's own instructions,
  -- or several templates (the reruns page pins each job's own).
  menu_scraping_template_id integer REFERENCES menu_scraping_templates(id),
  scraping_instructions_version_number integer,
  time_slot_count integer NOT NULL CHECK (time_slot_count BETWEEN 0 AND 672),
  -- The length of a slot (15 minutes; tests shorten it, docs/sessions.md "Running").
  slot_duration_ms integer NOT NULL CHECK (slot_duration_ms > 0),
  start_time timestamptz NOT NULL,
  estimated_completion_time timestamptz NOT NULL,
  completed_date timestamptz,
  aborted_reason text,
  aborted_by_id integer REFERENCES users(id),
  total_menu_count integer NOT NULL,
  scraped_menu_count integer NOT NULL DEFAULT 0,
  in_progress_job_count integer NOT NULL,
  success_job_count integer NOT NULL DEFAULT 0,
  partial_success_job_count integer NOT NULL DEFAULT 0,
  error_job_count integer NOT NULL DEFAULT 0,
  aborted_job_count integer NOT NULL DEFAULT 0,
  CHECK ((menu_scraping_cluster_id IS NULL) = (kind = 'RERUNS')),
  CHECK ((completed_date IS NULL) = (status = 'IN_PROGRESS'))
);
-- The cluster's sessions panel and the reruns page list newest first; a restart finds a cluster's sessions in progress.
CREATE INDEX html_scraping_sessions_cluster_idx ON html_scraping_sessions (menu_scraping_cluster_id, id DESC) WHERE menu_scraping_cluster_id IS NOT NULL;
CREATE INDEX html_scraping_sessions_reruns_idx ON html_scraping_sessions (id DESC) WHERE kind = 'RERUNS';

-- A session's job: its session, its planned slot and start_after, the moment within the slot at which pg-boss may start
-- it (the outbox dispatcher passes it as startAfter; a slot's jobs are spread over the slot, one site's apart). menu_status_before_session is the menu's status before the session scheduled it, given back when
-- an abort cancels the job before it ran. queue_cancel_pending: the row was aborted after it was handed to pg-boss; the
-- dispatcher cancels the pg-boss job and clears it (a worker that gets the job first finds the row ABORTED and skips it).
ALTER TABLE scraping_jobs
  ADD COLUMN html_scraping_session_id integer REFERENCES html_scraping_sessions(id),
  ADD COLUMN slot_start timestamptz,
  ADD COLUMN slot_end timestamptz,
  ADD COLUMN start_after timestamptz,
  ADD COLUMN menu_status_before_session text,
  ADD COLUMN queue_cancel_pending boolean NOT NULL DEFAULT false;
CREATE INDEX scraping_jobs_session_idx ON scraping_jobs (html_scraping_session_id, status) WHERE html_scraping_session_id IS NOT NULL;
CREATE INDEX scraping_jobs_queue_cancel_idx ON scraping_jobs (id) WHERE queue_cancel_pending;
