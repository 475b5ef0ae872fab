-- The scraping engine (issue 12): scraped menu titles and dishes, scraping jobs with their run reports, each run's item
-- changes (so a review shows what changed since the last approved run), per-domain politeness shared by every worker,
-- and regression test cases. The jobs themselves are queued by pg-boss in its own schema; scraping_jobs is our record.

-- A menu's titles (sections) as the last run left them. identity_key matches an item across runs (server/scraping/
-- changes.ts): a deleted item keeps its row (is_deleted) so a later run can RESTORE it.
CREATE TABLE menu_titles (
  id serial PRIMARY KEY,
  menu_id integer NOT NULL REFERENCES menus(id),
  parent_id integer REFERENCES menu_titles(id),
  identity_key text NOT NULL,
  position integer NOT NULL DEFAULT 0,
  title text NOT NULL,
  description text,
  calories text,
  diets text,
  addons text,
  misc_info text,
  allergens text,
  nutritions text,
  is_everywhere_available boolean NOT NULL DEFAULT false,
  is_placeholder boolean NOT NULL DEFAULT false,
  is_deleted boolean NOT NULL DEFAULT false,
  hash text NOT NULL,
  -- The status the item's last change had (null: unchanged since it was created by the first run).
  change_status text CHECK (change_status IN ('CREATED', 'UPDATED', 'UPDATED_SIGNIFICANTLY', 'DELETED', 'RESTORED')),
  dish_count integer NOT NULL DEFAULT 0,
  child_dish_count integer NOT NULL DEFAULT 0,
  last_job_id integer,
  created_date timestamptz NOT NULL DEFAULT now(),
  modified_date timestamptz NOT NULL DEFAULT now(),
  CONSTRAINT menu_titles_identity UNIQUE (menu_id, identity_key)
);
CREATE INDEX menu_titles_parent_idx ON menu_titles (parent_id) WHERE parent_id IS NOT NULL;

CREATE TABLE dishes (
  id serial PRIMARY KEY,
  menu_id integer NOT NULL REFERENCES menus(id),
  menu_title_id integer REFERENCES menu_titles(id),
  identity_key text NOT NULL,
  position integer NOT NULL DEFAULT 0,
  name text NOT NULL,
  description text,
  ingredients text,
  price text,
  calories text,
  diets text,
  addons text,
  misc_info text,
  allergens text,
  nutritions text,
  menu_title_path text[] NOT NULL DEFAULT '{}',
  is_corrupt boolean NOT NULL DEFAULT false,
  is_deleted boolean NOT NULL DEFAULT false,
  hash text NOT NULL,
  change_status text CHECK (change_status IN ('CREATED', 'UPDATED', 'UPDATED_SIGNIFICANTLY', 'DELETED', 'RESTORED')),
  -- Set by dish review (setDishStatusesByIds, issue 13).
  review_status text,
  last_job_id integer,
  created_date timestamptz NOT NULL DEFAULT now(),
  modified_date timestamptz NOT NULL DEFAULT now(),
  CONSTRAINT dishes_identity UNIQUE (menu_id, identity_key)
);
CREATE INDEX dishes_menu_position_idx ON dishes (menu_id, is_deleted, position);
CREATE INDEX dishes_menu_title_idx ON dishes (menu_title_id) WHERE menu_title_id IS NOT NULL;

-- Every scrape, crawl, probe and session run. boss_job_id links pg-boss's job (retries, backoff, surviving restarts);
-- one row per requested run however many attempts it took. status: the job's; scraping_status: the run's outcome.
CREATE TABLE scraping_jobs (
  id serial PRIMARY KEY,
  kind text NOT NULL CHECK (kind IN ('HTML_SCRAPING', 'DOCUMENT_CRAWLING', 'DOCUMENT_SCRAPING', 'PROBING', 'SESSION')),
  menu_id integer REFERENCES menus(id),
  boss_job_id text,
  status text NOT NULL DEFAULT 'IN_PROGRESS' CHECK (status IN ('IN_PROGRESS', 'COMPLETED', 'ABORTED', 'FAILED')),
  scraping_status text CHECK (scraping_status IN ('SUCCESS', 'PARTIAL_SUCCESS', 'ERROR')),
  -- What asked for the run: RESOLVE (a scraping task resolved), RESCRAPE (a person), RERUN (a session or probe).
  reason text NOT NULL DEFAULT 'RESOLVE',
  is_debug_mode boolean NOT NULL DEFAULT false,
  is_rerun boolean NOT NULL DEFAULT false,
  scraping_engine text CHECK (scraping_engine IN ('MULTI_FORMAT', 'PDF_AI')),
  instructions_version integer,
  comment text,
  requested_by_id integer REFERENCES users(id),
  attempts integer NOT NULL DEFAULT 0,
  started_date timestamptz,
  finished_date timestamptz,
  duration_ms integer,
  messages text[] NOT NULL DEFAULT '{}',
  exceptions text[] NOT NULL DEFAULT '{}',
  flags text[] NOT NULL DEFAULT '{}',
  analysis jsonb,
  menu_annotations jsonb,
  -- { menuTitles: ChangeCounts, dishes: ChangeCounts } (server/scraping/types.ts)
  change_counts jsonb,
  -- RunReport (server/scraping/types.ts), with file keys of the HTML and screenshot kept per error cause
  report jsonb,
  scraped_menu_title_count integer,
  scraped_dish_count integer,
  -- The stored response (the titles and dishes found, as JSON) and the report file, in the files store.
  response_file_key text,
  report_file_key text,
  created_date timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX scraping_jobs_menu_idx ON scraping_jobs (menu_id, id DESC);
CREATE INDEX scraping_jobs_in_progress_idx ON scraping_jobs (kind, created_date) WHERE status = 'IN_PROGRESS';

ALTER TABLE menus
  ADD COLUMN html_menu_scraping_job_id integer REFERENCES scraping_jobs(id),
  ADD COLUMN document_menu_scraping_job_id integer REFERENCES scraping_jobs(id),
  ADD COLUMN menu_crawling_job_id integer REFERENCES scraping_jobs(id),
  -- The last run a reviewer approved (or auto-approved): the baseline for "fell by more than half" and for review by
  -- difference.
  ADD COLUMN last_approved_job_id integer REFERENCES scraping_jobs(id),
  ADD COLUMN last_approved_dish_count integer;

-- Who wrote each instructions version and why (011 keeps the versions through a trigger that does not know who).
ALTER TABLE menu_scraping_instructions_versions ADD COLUMN comment text;

-- What each run changed, item by item: the Changes tab and review by difference read it (issue 13). data is the item
-- as scraped, previous_data as it was before (UPDATED: the fields that changed are the keys that differ).
CREATE TABLE scraping_job_item_changes (
  job_id integer NOT NULL REFERENCES scraping_jobs(id),
  item_kind text NOT NULL CHECK (item_kind IN ('MENU_TITLE', 'DISH')),
  item_id integer NOT NULL,
  change_status text NOT NULL CHECK (change_status IN ('CREATED', 'UPDATED', 'UPDATED_SIGNIFICANTLY', 'DELETED', 'RESTORED')),
  data jsonb,
  previous_data jsonb,
  PRIMARY KEY (job_id, item_kind, item_id)
);

-- Politeness shared by every worker (server/scraping/politeness.ts): the next moment a request to the domain may start,
-- the current back-off, and the domain's robots.txt as last read.
CREATE TABLE scraping_domains (
  domain text PRIMARY KEY,
  next_allowed_at timestamptz NOT NULL DEFAULT now(),
  backoff_ms integer NOT NULL DEFAULT 0,
  robots_txt text,
  robots_fetched_at timestamptz
);

-- A regression check for a menu (Create test case): the pages as they were and the result the instructions gave;
-- 'send menu for testing' runs the current instructions on the stored pages and reports differences.
CREATE TABLE menu_scraping_test_cases (
  id serial PRIMARY KEY,
  menu_id integer NOT NULL REFERENCES menus(id),
  instructions_version integer NOT NULL,
  pages jsonb NOT NULL,
  expected jsonb NOT NULL,
  created_by_id integer REFERENCES users(id),
  created_date timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX menu_scraping_test_cases_menu_idx ON menu_scraping_test_cases (menu_id, id DESC);
