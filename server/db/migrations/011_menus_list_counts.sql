-- The menus list's total without counting rows (server/menus/menuQueries.ts). Counting 200,000 menus, or the tens of
-- thousands a status or a flag matches, took 25 to 60 ms here; the list's total must come within its 30 ms. So the
-- menus are counted by the columns the equality filters test, kept exact by statement triggers in the writing
-- transaction, and a total is the sum of the matching groups (a few hundred rows at most). Writers of menus share the
-- group rows they change (a row lock held to commit): the price of an exact total, small for a back office.
CREATE TABLE menu_list_counts (
  format text,
  status text NOT NULL,
  is_example boolean,
  is_awaiting_scraping boolean NOT NULL,
  scraping_type text,
  not_scrapeable_reason text,
  scraped_by_id integer,
  total integer NOT NULL,
  CONSTRAINT menu_list_counts_group UNIQUE NULLS NOT DISTINCT (format, status, is_example, is_awaiting_scraping, scraping_type, not_scrapeable_reason, scraped_by_id)
);

-- The net change per group (new rows one up, old rows one down), groups written in one order so writers never deadlock.
CREATE FUNCTION menu_list_counts_on_insert() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO menu_list_counts AS c (format, status, is_example, is_awaiting_scraping, scraping_type, not_scrapeable_reason, scraped_by_id, total)
    SELECT format, status, is_example, is_awaiting_scraping, scraping_type, not_scrapeable_reason, scraped_by_id, sum(delta)::int FROM (SELECT format, status, is_example, is_awaiting_scraping, scraping_type, not_scrapeable_reason, scraped_by_id, 1 AS delta FROM added) rows
     GROUP BY format, status, is_example, is_awaiting_scraping, scraping_type, not_scrapeable_reason, scraped_by_id HAVING sum(delta) <> 0 ORDER BY format, status, is_example, is_awaiting_scraping, scraping_type, not_scrapeable_reason, scraped_by_id
    ON CONFLICT ON CONSTRAINT menu_list_counts_group DO UPDATE SET total = c.total + EXCLUDED.total;
  RETURN NULL;
END $$;
CREATE FUNCTION menu_list_counts_on_update() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO menu_list_counts AS c (format, status, is_example, is_awaiting_scraping, scraping_type, not_scrapeable_reason, scraped_by_id, total)
    SELECT format, status, is_example, is_awaiting_scraping, scraping_type, not_scrapeable_reason, scraped_by_id, sum(delta)::int FROM (SELECT format, status, is_example, is_awaiting_scraping, scraping_type, not_scrapeable_reason, scraped_by_id, 1 AS delta FROM added UNION ALL SELECT format, status, is_example, is_awaiting_scraping, scraping_type, not_scrapeable_reason, scraped_by_id, -1 AS delta FROM removed) rows
     GROUP BY format, status, is_example, is_awaiting_scraping, scraping_type, not_scrapeable_reason, scraped_by_id HAVING sum(delta) <> 0 ORDER BY format, status, is_example, is_awaiting_scraping, scraping_type, not_scrapeable_reason, scraped_by_id
    ON CONFLICT ON CONSTRAINT menu_list_counts_group DO UPDATE SET total = c.total + EXCLUDED.total;
  RETURN NULL;
END $$;
CREATE FUNCTION menu_list_counts_on_delete() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO menu_list_counts AS c (format, status, is_example, is_awaiting_scraping, scraping_type, not_scrapeable_reason, scraped_by_id, total)
    SELECT format, status, is_example, is_awaiting_scraping, scraping_type, not_scrapeable_reason, scraped_by_id, sum(delta)::int FROM (SELECT format, status, is_example, is_awaiting_scraping, scraping_type, not_scrapeable_reason, scraped_by_id, -1 AS delta FROM removed) rows
     GROUP BY format, status, is_example, is_awaiting_scraping, scraping_type, not_scrapeable_reason, scraped_by_id HAVING sum(delta) <> 0 ORDER BY format, status, is_example, is_awaiting_scraping, scraping_type, not_scrapeable_reason, scraped_by_id
    ON CONFLICT ON CONSTRAINT menu_list_counts_group DO UPDATE SET total = c.total + EXCLUDED.total;
  RETURN NULL;
END $$;

CREATE TRIGGER menu_list_counts_insert AFTER INSERT ON menus REFERENCING NEW TABLE AS added
  FOR EACH STATEMENT EXECUTE FUNCTION menu_list_counts_on_insert();
CREATE TRIGGER menu_list_counts_update AFTER UPDATE ON menus REFERENCING OLD TABLE AS removed NEW TABLE AS added
  FOR EACH STATEMENT EXECUTE FUNCTION menu_list_counts_on_update();
CREATE TRIGGER menu_list_counts_delete AFTER DELETE ON menus REFERENCING OLD TABLE AS removed
  FOR EACH STATEMENT EXECUTE FUNCTION menu_list_counts_on_delete();

INSERT INTO menu_list_counts (format, status, is_example, is_awaiting_scraping, scraping_type, not_scrapeable_reason, scraped_by_id, total)
  SELECT format, status, is_example, is_awaiting_scraping, scraping_type, not_scrapeable_reason, scraped_by_id, count(*)::int FROM menus GROUP BY format, status, is_example, is_awaiting_scraping, scraping_type, not_scrapeable_reason, scraped_by_id;
