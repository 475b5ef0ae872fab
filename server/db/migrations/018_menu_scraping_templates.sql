-- Menu scraping templates (spec 3, sections 3 and 4; DESIGN.md section 5): versioned scraping instructions in the menu
-- instructions' format, page URLs relative to each menu's URL. The template row holds the current instructions and their
-- version number; every upload is also a row of menu_scraping_template_versions (number, uploader, date, comment), so
-- any two can be compared and downloaded. Instructions are json, kept as written (key order included), as a menu's are.
-- Deleting a template marks it deleted (deleted date and by): its versions and history stay.
CREATE TABLE menu_scraping_templates (
  id serial PRIMARY KEY,
  name text NOT NULL,
  status text NOT NULL DEFAULT 'NEW' CHECK (status IN ('NEW', 'VALIDATED', 'OPTIMIZED', 'CONFIRMED')),
  comment text,
  scraping_issue_comment text,
  scraping_instructions json NOT NULL,
  scraping_instructions_version integer NOT NULL DEFAULT 1,
  created_date timestamptz NOT NULL DEFAULT now(),
  created_by_id integer REFERENCES users(id),
  modified_date timestamptz NOT NULL DEFAULT now(),
  modified_by_id integer REFERENCES users(id),
  deleted_date timestamptz,
  deleted_by_id integer REFERENCES users(id)
);
CREATE INDEX menu_scraping_templates_live_name_idx ON menu_scraping_templates (lower(name), id) WHERE deleted_date IS NULL;

CREATE TABLE menu_scraping_template_versions (
  id serial PRIMARY KEY,
  menu_scraping_template_id integer NOT NULL REFERENCES menu_scraping_templates(id),
  number integer NOT NULL,
  scraping_instructions json NOT NULL,
  comment text,
  created_date timestamptz NOT NULL DEFAULT now(),
  created_by_id integer REFERENCES users(id),
  UNIQUE (menu_scraping_template_id, number)
);

-- A menu scraped with a template names it (menus.menu_scraping_template_id, migration 002): the template's menu count.
CREATE INDEX menus_template_idx ON menus (menu_scraping_template_id) WHERE menu_scraping_template_id IS NOT NULL;
