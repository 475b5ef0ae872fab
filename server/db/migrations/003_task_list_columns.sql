-- What the task lists filter, search and sort by, copied onto the task row so that each list is one table with its
-- own indexes: the brand's name, the menu's list columns and, for dish reviews, whether the menu's scraping task was
-- verified. Without the copies a queue's page and its 'N matching records' join three tables, and the planner has to
-- walk a whole queue to apply a filter on the other side (npm run bench, README "Performance").
--
-- Triggers keep the copies in step in the same transaction as the change they copy; nothing else writes them.

ALTER TABLE tasks
  ADD COLUMN brand_name text,
  ADD COLUMN menu_format text,
  ADD COLUMN menu_status text,
  ADD COLUMN menu_scraped_date timestamptz,
  ADD COLUMN menu_has_issue_comment boolean NOT NULL DEFAULT false,
  ADD COLUMN menu_is_awaiting_scraping boolean NOT NULL DEFAULT false,
  ADD COLUMN menu_is_awaiting_probing boolean NOT NULL DEFAULT false,
  ADD COLUMN menu_scraping_type text,
  ADD COLUMN menu_scraped_by_id integer,
  ADD COLUMN menu_is_verified boolean NOT NULL DEFAULT false;

-- Rows that exist already.
UPDATE tasks t SET brand_name = b.name FROM brands b WHERE b.id = t.brand_id;
UPDATE tasks t SET menu_format = m.format, menu_status = m.status, menu_scraped_date = m.scraped_date,
    menu_has_issue_comment = coalesce(m.scraping_issue_comment, '') <> '', menu_is_awaiting_scraping = m.is_awaiting_scraping,
    menu_is_awaiting_probing = m.is_awaiting_probing, menu_scraping_type = m.scraping_type, menu_scraped_by_id = m.scraped_by_id
  FROM menus m WHERE m.id = t.menu_id;
UPDATE tasks d SET menu_is_verified = true
  WHERE d.type = 'DISH_REVIEW'
    AND EXISTS (SELECT 1 FROM tasks st WHERE st.menu_id = d.menu_id AND st.type = 'MENU_SCRAPING' AND st.verification <> 'NOT_VERIFIED');
ALTER TABLE tasks ALTER COLUMN brand_name SET NOT NULL;

-- A new task, or one moved to another brand or menu, takes its copies from them.
CREATE FUNCTION tasks_fill_list_columns() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  SELECT b.name INTO NEW.brand_name FROM brands b WHERE b.id = NEW.brand_id;
  SELECT m.format, m.status, m.scraped_date, coalesce(m.scraping_issue_comment, '') <> '', coalesce(m.is_awaiting_scraping, false),
         coalesce(m.is_awaiting_probing, false), m.scraping_type, m.scraped_by_id
    INTO NEW.menu_format, NEW.menu_status, NEW.menu_scraped_date, NEW.menu_has_issue_comment, NEW.menu_is_awaiting_scraping,
         NEW.menu_is_awaiting_probing, NEW.menu_scraping_type, NEW.menu_scraped_by_id
    FROM menus m WHERE m.id = NEW.menu_id;
  NEW.menu_has_issue_comment := coalesce(NEW.menu_has_issue_comment, false);
  NEW.menu_is_awaiting_scraping := coalesce(NEW.menu_is_awaiting_scraping, false);
  NEW.menu_is_awaiting_probing := coalesce(NEW.menu_is_awaiting_probing, false);
  NEW.menu_is_verified := NEW.type = 'DISH_REVIEW' AND EXISTS (
    SELECT 1 FROM tasks st WHERE st.menu_id = NEW.menu_id AND st.type = 'MENU_SCRAPING' AND st.verification <> 'NOT_VERIFIED');
  RETURN NEW;
END
$$;
CREATE TRIGGER tasks_fill_list_columns BEFORE INSERT OR UPDATE OF brand_id, menu_id ON tasks
  FOR EACH ROW EXECUTE FUNCTION tasks_fill_list_columns();

-- A renamed brand renames its tasks' copies.
CREATE FUNCTION brands_share_name() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE tasks SET brand_name = NEW.name WHERE brand_id = NEW.id;
  RETURN NULL;
END
$$;
CREATE TRIGGER brands_share_name AFTER UPDATE OF name ON brands
  FOR EACH ROW WHEN (OLD.name IS DISTINCT FROM NEW.name) EXECUTE FUNCTION brands_share_name();

-- A menu's change reaches its tasks' copies.
CREATE FUNCTION menus_share_list_columns() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE tasks SET menu_format = NEW.format, menu_status = NEW.status, menu_scraped_date = NEW.scraped_date,
      menu_has_issue_comment = coalesce(NEW.scraping_issue_comment, '') <> '', menu_is_awaiting_scraping = NEW.is_awaiting_scraping,
      menu_is_awaiting_probing = NEW.is_awaiting_probing, menu_scraping_type = NEW.scraping_type, menu_scraped_by_id = NEW.scraped_by_id
    WHERE menu_id = NEW.id;
  RETURN NULL;
END
$$;
CREATE TRIGGER menus_share_list_columns
  AFTER UPDATE OF format, status, scraped_date, scraping_issue_comment, is_awaiting_scraping, is_awaiting_probing, scraping_type, scraped_by_id ON menus
  FOR EACH ROW
  WHEN ((OLD.format, OLD.status, OLD.scraped_date, OLD.scraping_issue_comment, OLD.is_awaiting_scraping, OLD.is_awaiting_probing, OLD.scraping_type, OLD.scraped_by_id)
    IS DISTINCT FROM (NEW.format, NEW.status, NEW.scraped_date, NEW.scraping_issue_comment, NEW.is_awaiting_scraping, NEW.is_awaiting_probing, NEW.scraping_type, NEW.scraped_by_id))
  EXECUTE FUNCTION menus_share_list_columns();

-- A dish review is "verified" when its menu's scraping task is: a scraping task's verification reaches the menu's
-- dish review tasks.
CREATE FUNCTION tasks_share_scraping_verification() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  menu_ids integer[];
BEGIN
  IF TG_OP = 'INSERT' THEN
    menu_ids := ARRAY[NEW.menu_id];
  ELSIF TG_OP = 'DELETE' THEN
    menu_ids := ARRAY[OLD.menu_id];
  ELSE
    menu_ids := ARRAY[NEW.menu_id, OLD.menu_id];
  END IF;
  UPDATE tasks d SET menu_is_verified = EXISTS (
      SELECT 1 FROM tasks st WHERE st.menu_id = d.menu_id AND st.type = 'MENU_SCRAPING' AND st.verification <> 'NOT_VERIFIED')
    WHERE d.type = 'DISH_REVIEW' AND d.menu_id = ANY(menu_ids);
  RETURN NULL;
END
$$;
CREATE TRIGGER tasks_share_scraping_verification_on_insert AFTER INSERT ON tasks
  FOR EACH ROW WHEN (NEW.type = 'MENU_SCRAPING' AND NEW.verification <> 'NOT_VERIFIED') EXECUTE FUNCTION tasks_share_scraping_verification();
CREATE TRIGGER tasks_share_scraping_verification_on_update AFTER UPDATE OF verification, menu_id, type ON tasks
  FOR EACH ROW WHEN ((OLD.type = 'MENU_SCRAPING' OR NEW.type = 'MENU_SCRAPING')
    AND (OLD.verification, OLD.menu_id, OLD.type) IS DISTINCT FROM (NEW.verification, NEW.menu_id, NEW.type))
  EXECUTE FUNCTION tasks_share_scraping_verification();
CREATE TRIGGER tasks_share_scraping_verification_on_delete AFTER DELETE ON tasks
  FOR EACH ROW WHEN (OLD.type = 'MENU_SCRAPING' AND OLD.verification <> 'NOT_VERIFIED') EXECUTE FUNCTION tasks_share_scraping_verification();
