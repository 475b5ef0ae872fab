-- The menus list and menu detail (issue 11, server/menus/menuQueries.ts; measured by scripts/benchMenus.ts).

-- The list reads newest change first. The index carries every column a filter other than the search terms tests, so a
-- filtered page and its total are read from the index alone (an index-only scan) instead of the table.
CREATE INDEX menus_modified_date_idx ON menus (modified_date DESC, id DESC)
  INCLUDE (format, status, is_example, is_awaiting_scraping, scraped_by_id, scraping_type, not_scrapeable_reason, brand_id);
-- Search terms in the structure and the full annotations: 'contains', case-insensitive, through trigram indexes of
-- their own expression (as brands' lower(name) in 009).
CREATE INDEX menus_structure_trgm_idx ON menus USING gin (lower(structure) gin_trgm_ops) WHERE structure IS NOT NULL;
CREATE INDEX menus_full_annotations_trgm_idx ON menus USING gin (lower(full_annotations) gin_trgm_ops) WHERE full_annotations IS NOT NULL;
-- A URL fragment, case-insensitive (002's index is on url as written).
CREATE INDEX menus_url_lower_trgm_idx ON menus USING gin (lower(url) gin_trgm_ops) WHERE url IS NOT NULL;
CREATE INDEX menus_scraped_by_idx ON menus (scraped_by_id) WHERE scraped_by_id IS NOT NULL;

-- Each version of a menu's scraping instructions (Query.menuScrapingInstructionsVersions). The menu row keeps the
-- current instructions and their number; the trigger below keeps a copy of every version a write stores, so no writer
-- can forget it. Versions written before this migration are lost: only the current one of each menu is copied.
-- created_by_id is set by a writer that knows who (the trigger does not).
CREATE TABLE menu_scraping_instructions_versions (
  menu_id integer NOT NULL REFERENCES menus(id),
  version integer NOT NULL,
  scraping_instructions jsonb NOT NULL,
  created_by_id integer REFERENCES users(id),
  created_date timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (menu_id, version)
);

CREATE FUNCTION menus_keep_instructions_version() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO menu_scraping_instructions_versions (menu_id, version, scraping_instructions)
    VALUES (NEW.id, NEW.scraping_instructions_version, NEW.scraping_instructions)
    ON CONFLICT (menu_id, version) DO UPDATE SET scraping_instructions = EXCLUDED.scraping_instructions, created_date = now();
  RETURN NULL;
END $$;

CREATE TRIGGER menus_keep_instructions_version_on_insert AFTER INSERT ON menus
  FOR EACH ROW WHEN (NEW.scraping_instructions IS NOT NULL) EXECUTE FUNCTION menus_keep_instructions_version();
CREATE TRIGGER menus_keep_instructions_version_on_update AFTER UPDATE OF scraping_instructions, scraping_instructions_version ON menus
  FOR EACH ROW WHEN (NEW.scraping_instructions IS NOT NULL
    AND (OLD.scraping_instructions, OLD.scraping_instructions_version) IS DISTINCT FROM (NEW.scraping_instructions, NEW.scraping_instructions_version))
  EXECUTE FUNCTION menus_keep_instructions_version();

INSERT INTO menu_scraping_instructions_versions (menu_id, version, scraping_instructions, created_date)
  SELECT id, scraping_instructions_version, scraping_instructions, modified_date FROM menus WHERE scraping_instructions IS NOT NULL;

-- The scraping rejection (Mutation.setMenuScrapingRejectedComment): its comment, who set it and when, and whom the
-- rejected menu is assigned to.
ALTER TABLE menus
  ADD COLUMN scraping_rejected_comment text,
  ADD COLUMN scraping_rejected_by_id integer REFERENCES users(id),
  ADD COLUMN scraping_rejected_date timestamptz,
  ADD COLUMN scraping_rejected_assigned_to_id integer REFERENCES users(id);
