-- Probing (issue 28; spec 3 sections 3, 4 and 7; DESIGN.md section 5, "Probing"; docs/probing.md): each lead menu of a
-- cluster with a template is fingerprinted under the template (server/probing/fingerprint.ts) and compared with the
-- cluster's stored fingerprint of that menu. menu_scraping_clusters.has_updated_fingerprints exists since 019: the
-- probing jobs set it, Apply clears it.

-- The baseline per lead menu of a cluster: the first probe's fingerprint, then the one a person applied.
CREATE TABLE menu_scraping_cluster_fingerprints (
  id serial PRIMARY KEY,
  menu_scraping_cluster_id integer NOT NULL REFERENCES menu_scraping_clusters(id),
  menu_id integer NOT NULL REFERENCES menus(id),
  ids jsonb NOT NULL,
  classes jsonb NOT NULL,
  xpath_signatures jsonb NOT NULL,
  hash_codes jsonb NOT NULL,
  -- What the template's rules matched (fingerprint.ts TemplateMatch): the diff judges hasChanges from it.
  template_match jsonb NOT NULL,
  menu_scraping_template_id integer REFERENCES menu_scraping_templates(id),
  template_version integer,
  -- The probing job whose fingerprint this is.
  menu_probing_job_id integer,
  updated_date timestamptz NOT NULL DEFAULT now(),
  updated_by_id integer REFERENCES users(id),
  CONSTRAINT menu_scraping_cluster_fingerprints_menu UNIQUE (menu_scraping_cluster_id, menu_id)
);

-- One probing round: the daily schedule's, or one asked for (a cluster's, or every cluster's).
CREATE TABLE menu_probing_sessions (
  id serial PRIMARY KEY,
  trigger text NOT NULL CHECK (trigger IN ('SCHEDULE', 'ON_DEMAND')),
  -- null: every cluster with a template.
  menu_scraping_cluster_id integer REFERENCES menu_scraping_clusters(id),
  requested_by_id integer REFERENCES users(id),
  job_count integer NOT NULL DEFAULT 0,
  created_date timestamptz NOT NULL DEFAULT now()
);

-- One probe of one lead menu. scraping_job_id is its outbox and pg-boss record (scraping_jobs kind PROBING,
-- server/jobs/outbox.ts), so it is queued, retried and survives restarts as scrapes do.
CREATE TABLE menu_probing_jobs (
  id serial PRIMARY KEY,
  menu_id integer NOT NULL REFERENCES menus(id),
  menu_scraping_cluster_id integer NOT NULL REFERENCES menu_scraping_clusters(id),
  menu_probing_session_id integer NOT NULL REFERENCES menu_probing_sessions(id),
  scraping_job_id integer NOT NULL UNIQUE REFERENCES scraping_jobs(id),
  job_status text NOT NULL DEFAULT 'IN_PROGRESS' CHECK (job_status IN ('IN_PROGRESS', 'COMPLETED', 'FAILED')),
  schedule_date timestamptz NOT NULL DEFAULT now(),
  completed_date timestamptz,
  -- SUCCESS: compared (or the first probe, the baseline); ERROR: the pages could not be read or fingerprinted.
  probing_status text CHECK (probing_status IN ('SUCCESS', 'ERROR')),
  has_changes boolean NOT NULL DEFAULT false,
  -- The first probe of a menu: its fingerprint became the baseline, nothing was compared.
  is_baseline boolean NOT NULL DEFAULT false,
  added_ids jsonb NOT NULL DEFAULT '[]',
  removed_ids jsonb NOT NULL DEFAULT '[]',
  added_classes jsonb NOT NULL DEFAULT '[]',
  removed_classes jsonb NOT NULL DEFAULT '[]',
  added_xpath_signatures jsonb NOT NULL DEFAULT '[]',
  removed_xpath_signatures jsonb NOT NULL DEFAULT '[]',
  updated_hash_codes jsonb NOT NULL DEFAULT '[]',
  -- Why the template is at risk (fingerprintDiff.ts TemplateRisk[]).
  risks jsonb NOT NULL DEFAULT '[]',
  -- The fingerprint taken (what Apply makes the baseline) and the template version it was taken under.
  fingerprint jsonb,
  menu_scraping_template_id integer REFERENCES menu_scraping_templates(id),
  template_version integer,
  -- The kept response: pages read, the run's messages and exceptions, or the failure.
  menu_probing_response jsonb,
  error text,
  applied_date timestamptz,
  applied_by_id integer REFERENCES users(id)
);
-- The cluster page's paged jobs list, newest first.
CREATE INDEX menu_probing_jobs_cluster_idx ON menu_probing_jobs (menu_scraping_cluster_id, id DESC);
-- Does the cluster still have changes nobody applied (Apply clears the flag only when none is left)?
CREATE INDEX menu_probing_jobs_unapplied_idx ON menu_probing_jobs (menu_scraping_cluster_id) WHERE has_changes AND applied_date IS NULL;
CREATE INDEX menu_probing_jobs_session_idx ON menu_probing_jobs (menu_probing_session_id);
CREATE INDEX menu_probing_jobs_menu_idx ON menu_probing_jobs (menu_id, id DESC);
