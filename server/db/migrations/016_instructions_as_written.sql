-- Scraping instructions are kept as their writer wrote them (issue 24): jsonb stores an object's keys re-ordered
-- (shorter keys first), so the menu page showed `pages` before `format`. json keeps the text, key order included. json
-- has no equality operator, so the version trigger compares the texts; whether a save changes the instructions is
-- decided in the API, by their content (server/menus/menuScrapingSave.ts).
DROP TRIGGER menus_keep_instructions_version_on_insert ON menus;
DROP TRIGGER menus_keep_instructions_version_on_update ON menus;

ALTER TABLE menus ALTER COLUMN scraping_instructions TYPE json USING scraping_instructions::json;
ALTER TABLE menu_scraping_instructions_versions ALTER COLUMN scraping_instructions TYPE json USING scraping_instructions::json;

CREATE TRIGGER menus_keep_instructions_version_on_insert AFTER INSERT ON menus
  FOR EACH ROW WHEN (NEW.scraping_instructions IS NOT NULL) EXECUTE FUNCTION menus_keep_instructions_version();
CREATE TRIGGER menus_keep_instructions_version_on_update AFTER UPDATE OF scraping_instructions, scraping_instructions_version ON menus
  FOR EACH ROW WHEN (NEW.scraping_instructions IS NOT NULL
    AND (OLD.scraping_instructions::text, OLD.scraping_instructions_version) IS DISTINCT FROM (NEW.scraping_instructions::text, NEW.scraping_instructions_version))
  EXECUTE FUNCTION menus_keep_instructions_version();
