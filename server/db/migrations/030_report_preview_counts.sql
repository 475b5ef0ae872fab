-- Kept counts for the user reports' charts (docs/reports.md, "Kept counts"; docs/decisions.md): how many tasks of each
-- kind a person resolved on each London day. The user report's chart (a quarter of a busy person is 200,000 resolutions)
-- and the user counts chart read a few hundred of these rows instead of counting events. A trigger keeps them in the
-- transaction that writes the event, whichever module writes it (five do), so they cannot drift from the history;
-- only a person's RESOLVE events touch them (the WHEN clause: every other event pays nothing), and two transactions
-- wait on each other only when they resolve for the same person, day and kind.
CREATE TABLE user_daily_resolutions (
  user_id integer NOT NULL REFERENCES users(id),
  day date NOT NULL,
  entity_type text NOT NULL,
  resolved integer NOT NULL,
  PRIMARY KEY (user_id, day, entity_type)
);

CREATE FUNCTION user_daily_resolutions_count() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO user_daily_resolutions (user_id, day, entity_type, resolved)
    VALUES (NEW.user_id, (NEW.created_date AT TIME ZONE 'Europe/London')::date, NEW.entity_type, 1)
    ON CONFLICT (user_id, day, entity_type) DO UPDATE SET resolved = user_daily_resolutions.resolved + 1;
  RETURN NULL;
END $$;

CREATE TRIGGER events_count_user_resolutions AFTER INSERT ON events
  FOR EACH ROW WHEN (NEW.type = 'RESOLVE' AND NEW.user_id IS NOT NULL) EXECUTE FUNCTION user_daily_resolutions_count();

INSERT INTO user_daily_resolutions (user_id, day, entity_type, resolved)
  SELECT user_id, (created_date AT TIME ZONE 'Europe/London')::date, entity_type, count(*)::int
    FROM events WHERE type = 'RESOLVE' AND user_id IS NOT NULL
   GROUP BY 1, 2, 3;

-- The scraping issue chart counts a quarter's failed runs by day and kind: with the kind, scraping status and menu in
-- the index it reads the index alone (the runs' rows hold their reports and messages). Same keys as the index it
-- replaces, so the report's pages read it as they read that one.
CREATE INDEX scraping_jobs_issue_idx ON scraping_jobs (finished_date, id) INCLUDE (kind, scraping_status, menu_id)
  WHERE (status = 'FAILED' OR scraping_status = 'ERROR') AND kind IN ('HTML_SCRAPING', 'DOCUMENT_SCRAPING', 'DOCUMENT_CRAWLING');
DROP INDEX scraping_jobs_failed_idx;
