-- Document menus (PDF, IMAGE) and debug mode (issue 12): the files a crawl found on a menu's site with what the rules
-- predicted for each, the scraper's confirmed category and title; the crawl's rejection; a job's discrepancies (PDF_AI
-- against our rules) and, in debug mode, its screenshots.

CREATE TABLE menu_document_files (
  id serial PRIMARY KEY,
  menu_id integer NOT NULL REFERENCES menus(id),
  -- The crawl that found it (a recrawl replaces the menu's files that no one confirmed).
  crawling_job_id integer REFERENCES scraping_jobs(id),
  source_url text NOT NULL,
  file_name text NOT NULL,
  file_bucket_name text NOT NULL,
  file_key text NOT NULL,
  content_type text NOT NULL,
  byte_size integer NOT NULL,
  -- The content's hash: the same file found again keeps its row (and the scraper's choices).
  content_hash text NOT NULL,
  is_selected boolean NOT NULL DEFAULT false,
  file_inherited_category text,
  file_category text,
  file_prediction_category text,
  file_inherited_title text,
  file_title text,
  file_prediction_title text,
  file_prediction_menu_score real,
  file_prediction_dish_count integer,
  file_prediction_rationale text,
  file_text text,
  is_deleted boolean NOT NULL DEFAULT false,
  created_date timestamptz NOT NULL DEFAULT now(),
  modified_date timestamptz NOT NULL DEFAULT now(),
  CONSTRAINT menu_document_files_content UNIQUE (menu_id, content_hash)
);
CREATE INDEX menu_document_files_menu_idx ON menu_document_files (menu_id) WHERE NOT is_deleted;

ALTER TABLE menus
  ADD COLUMN crawling_rejected_comment text,
  ADD COLUMN crawling_rejected_by_id integer REFERENCES users(id),
  ADD COLUMN crawling_rejected_date timestamptz;

ALTER TABLE scraping_jobs
  -- Crawls: the broader link rules of the fallback settings.
  ADD COLUMN use_fallback_settings boolean NOT NULL DEFAULT false,
  -- Document scraping: where the engines disagree ([{ nodeId, isHallucination, impactLevel: HIGH|MEDIUM|LOW, description }]).
  ADD COLUMN discrepancies jsonb,
  -- Debug mode: one per scraped item ([{ url, title, selectorName, selectorCss, elementCount, elapsedTimeMs, timestamp, fileBucketName, fileKey }]).
  ADD COLUMN screenshots jsonb;
