-- Brands, their locations, menus, and the five kinds of curation task.

CREATE TABLE brands (
  id serial PRIMARY KEY,
  name text NOT NULL,
  website text,
  additional_urls text[],
  is_has_no_website_confirmed boolean NOT NULL DEFAULT false,
  rank text CHECK (rank IN ('MASTER', 'SLAVE')),
  messiness_score integer NOT NULL DEFAULT 0,
  status text NOT NULL DEFAULT 'NEW' CHECK (status IN ('NEW', 'EXCLUDED', 'INCLUDED')),
  exclusion_reason text,
  exclusion_reason_comment text,
  master_brand_id integer REFERENCES brands(id),
  has_only_unsupported_business_types boolean NOT NULL DEFAULT false,
  use_brand_name_as_location_name boolean NOT NULL DEFAULT false,
  use_dish_type_icon boolean NOT NULL DEFAULT false,
  is_for_testing boolean NOT NULL DEFAULT false,
  icon_file_key text,
  image_file_key text,
  are_assets_active boolean NOT NULL DEFAULT false,
  business_status text NOT NULL DEFAULT 'OPERATIONAL',
  menu_id integer,
  created_date timestamptz NOT NULL DEFAULT now(),
  modified_date timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX brands_name_trgm_idx ON brands USING gin (name gin_trgm_ops);
CREATE INDEX brands_master_idx ON brands (master_brand_id);
CREATE INDEX brands_status_idx ON brands (status, rank);

-- NOT_SAME relations between two brands (SLAVE is brands.master_brand_id).
CREATE TABLE brand_relations (
  brand_id integer NOT NULL REFERENCES brands(id),
  related_brand_id integer NOT NULL REFERENCES brands(id),
  relationship text NOT NULL CHECK (relationship IN ('NOT_SAME')),
  PRIMARY KEY (brand_id, related_brand_id)
);

CREATE TABLE google_locations (
  id serial PRIMARY KEY,
  place_id text NOT NULL UNIQUE,
  name text NOT NULL,
  phone text,
  website text,
  business_status text,
  street_number text,
  street text,
  city text,
  post_code text,
  country text,
  formatted_address text,
  rating numeric(2, 1),
  latitude double precision,
  longitude double precision,
  types text[]
);

CREATE TABLE menus (
  id serial PRIMARY KEY,
  brand_id integer NOT NULL REFERENCES brands(id),
  url text,
  format text CHECK (format IN ('HTML', 'PDF', 'IMAGE', 'DOCUMENT', 'HTML_NOT_SCRAPEABLE')),
  status text NOT NULL DEFAULT 'NEW',
  is_example boolean,
  not_scrapeable_reason text,
  not_scrapeable_comment text,
  notes text CHECK (char_length(notes) <= 2000),
  availability_comment text,
  additional_urls text[],
  scraping_instructions jsonb,
  scraping_instructions_version integer NOT NULL DEFAULT 0,
  menu_scraping_cluster_id integer,
  menu_scraping_template_id integer,
  scraping_cluster_role text,
  is_excluded_from_curation boolean NOT NULL DEFAULT false,
  is_cluster_assignable boolean NOT NULL DEFAULT true,
  is_html_menu_scraped_in_debug_mode boolean NOT NULL DEFAULT false,
  is_awaiting_scraping boolean NOT NULL DEFAULT false,
  is_awaiting_probing boolean NOT NULL DEFAULT false,
  is_deleted boolean NOT NULL DEFAULT false,
  scraping_type text,
  scraping_issue_comment text,
  scraped_by_id integer REFERENCES users(id),
  scraped_date timestamptz,
  is_scraped_automatically boolean NOT NULL DEFAULT false,
  dish_count integer NOT NULL DEFAULT 0,
  structure text,
  full_annotations text,
  created_date timestamptz NOT NULL DEFAULT now(),
  modified_date timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX menus_brand_idx ON menus (brand_id);
CREATE INDEX menus_url_trgm_idx ON menus USING gin (url gin_trgm_ops);
CREATE INDEX menus_status_format_idx ON menus (status, format);
CREATE INDEX menus_cluster_idx ON menus (menu_scraping_cluster_id);
ALTER TABLE brands ADD CONSTRAINT brands_menu_fk FOREIGN KEY (menu_id) REFERENCES menus(id);

CREATE TABLE locations (
  id serial PRIMARY KEY,
  brand_id integer NOT NULL REFERENCES brands(id),
  original_brand_id integer REFERENCES brands(id),
  new_brand_id integer REFERENCES brands(id),
  position integer NOT NULL DEFAULT 0,
  name text NOT NULL,
  website text,
  phone text,
  status text NOT NULL DEFAULT 'NEW' CHECK (status IN ('NEW', 'EXCLUDED', 'INCLUDED')),
  business_status text NOT NULL DEFAULT 'OPERATIONAL',
  menu_status text CHECK (menu_status IN ('OWN_MENU', 'SAME_AS_BRAND', 'NO_MENU')),
  exclusion_reason text,
  exclusion_reason_comment text,
  duplicate_of_id integer REFERENCES locations(id),
  fsa_id text,
  fsa_location jsonb,
  google_location_id integer REFERENCES google_locations(id),
  google_match_rank text NOT NULL DEFAULT 'NO' CHECK (google_match_rank IN ('NO', 'LOW', 'MEDIUM', 'HIGH', 'HIGHEST', 'MANUAL')),
  is_has_no_google_match_confirmed boolean NOT NULL DEFAULT false,
  formatted_address text,
  latitude double precision,
  longitude double precision,
  working_hours jsonb,
  menu_id integer REFERENCES menus(id),
  created_date timestamptz NOT NULL DEFAULT now(),
  modified_date timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX locations_brand_idx ON locations (brand_id, position);
CREATE INDEX locations_menu_idx ON locations (menu_id);

CREATE TABLE tasks (
  id serial PRIMARY KEY,
  type text NOT NULL CHECK (type IN ('BRAND_GATEWAY', 'BRAND_DEFINITION', 'MENU_DEFINITION', 'MENU_SCRAPING', 'DISH_REVIEW')),
  brand_id integer NOT NULL REFERENCES brands(id),
  menu_id integer REFERENCES menus(id),
  status text NOT NULL DEFAULT 'NOT_STARTED' CHECK (status IN ('NOT_STARTED', 'STARTED', 'REOPENED', 'RESOLVED')),
  assigned_to_id integer REFERENCES users(id),
  is_assignable boolean NOT NULL DEFAULT true,
  is_awaiting boolean NOT NULL DEFAULT false,
  awaiting_reason text CHECK (awaiting_reason IN ('MESSY_BRAND', 'NEED_ASSISTANCE')),
  awaiting_reason_comment text,
  current_view_type text CHECK (current_view_type IN ('DEFINE', 'QC', 'QQA')),
  is_rerun_flow boolean NOT NULL DEFAULT false,
  is_auto_resolved boolean NOT NULL DEFAULT false,
  resolved_type text CHECK (resolved_type IN ('MANUAL', 'AUTOMATIC')),
  resolved_date timestamptz,
  resolved_by_id integer REFERENCES users(id),
  reopened_by_id integer REFERENCES users(id),
  reopened_date timestamptz,
  reopen_reason text,
  misc_verified_by_id integer REFERENCES users(id),
  misc_verified_date timestamptz,
  misc_verified_comment text,
  misc_qc_verified_by_id integer REFERENCES users(id),
  misc_qc_verified_date timestamptz,
  misc_qc_verified_comment text,
  verification text NOT NULL DEFAULT 'NOT_VERIFIED' CHECK (verification IN ('NOT_VERIFIED', 'VERIFIED_IN_DEFAULT_MODE', 'VERIFIED_IN_DEBUG_MODE')),
  verified_by_id integer REFERENCES users(id),
  verified_date timestamptz,
  modified_by_id integer REFERENCES users(id),
  created_date timestamptz NOT NULL DEFAULT now(),
  modified_date timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX tasks_type_status_idx ON tasks (type, status, modified_date DESC);
CREATE INDEX tasks_assigned_idx ON tasks (assigned_to_id, type, status);
CREATE INDEX tasks_brand_idx ON tasks (brand_id, type);
CREATE INDEX tasks_menu_idx ON tasks (menu_id, type);

CREATE TABLE task_views (
  task_id integer NOT NULL REFERENCES tasks(id) ON DELETE CASCADE,
  type text NOT NULL CHECK (type IN ('DEFINE', 'QC', 'QQA')),
  status text NOT NULL DEFAULT 'NOT_DONE' CHECK (status IN ('NOT_DONE', 'DONE', 'NEEDS_REVIEW')),
  resolved_by_id integer REFERENCES users(id),
  resolved_date timestamptz,
  modified_brand_fields text[] NOT NULL DEFAULT '{}',
  modified_location_ids integer[] NOT NULL DEFAULT '{}',
  modified_location_ids_unreviewed_by_definer integer[] NOT NULL DEFAULT '{}',
  PRIMARY KEY (task_id, type)
);
CREATE INDEX task_views_type_status_idx ON task_views (type, status);
