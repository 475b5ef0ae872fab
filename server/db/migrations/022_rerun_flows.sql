-- A cluster's rerun flow (spec 3, sections 3 and 4; DESIGN.md section 5, "The rerun flow"; docs/clusters.md, "The rerun
-- flow"): PREPARATION -> TEMPLATE_VALIDATION -> SCRAPING -> CLEANUP -> DONE, decided by machines/rerunFlowMachine.ts.
-- A cluster has at most one flow that is not finished; its older flows stay as history. The cluster's
-- rerun_step_type (019) is kept equal to its latest flow's current_step by every write (server/clusters/rerunFlowWrites.ts),
-- so the clusters list filters on one column.
CREATE TABLE rerun_flows (
  id serial PRIMARY KEY,
  menu_scraping_cluster_id integer NOT NULL REFERENCES menu_scraping_clusters(id),
  started_date timestamptz NOT NULL DEFAULT now(),
  started_by_id integer REFERENCES users(id),
  -- Set when CLEANUP is completed (the flow reaches DONE).
  finished_date timestamptz,
  current_step text NOT NULL DEFAULT 'PREPARATION' CHECK (current_step IN ('PREPARATION', 'TEMPLATE_VALIDATION', 'SCRAPING', 'CLEANUP', 'DONE')),
  CHECK ((finished_date IS NULL) = (current_step <> 'DONE'))
);
CREATE INDEX rerun_flows_cluster_idx ON rerun_flows (menu_scraping_cluster_id, id DESC);
CREATE UNIQUE INDEX rerun_flows_one_running ON rerun_flows (menu_scraping_cluster_id) WHERE finished_date IS NULL;

-- The five steps of a flow, all made when the flow starts (started_date null until the step becomes current). A restarted
-- step gets its started date again and loses its
-- finish date; the step it interrupted records aborted_date (and becomes not started again).
CREATE TABLE rerun_flow_steps (
  rerun_flow_id integer NOT NULL REFERENCES rerun_flows(id),
  type text NOT NULL CHECK (type IN ('PREPARATION', 'TEMPLATE_VALIDATION', 'SCRAPING', 'CLEANUP', 'DONE')),
  started_date timestamptz,
  started_by_id integer REFERENCES users(id),
  finished_date timestamptz,
  finished_by_id integer REFERENCES users(id),
  aborted_date timestamptz,
  PRIMARY KEY (rerun_flow_id, type)
);
