-- A menu in a cluster with a template is scraped with the template's current instructions, its page URLs resolved
-- against the menu's URL (DESIGN.md section 5, "Templates"; docs/clusters.md, "Forming clusters"): the job records which
-- template and which version it ran (null: the menu's own instructions, instructions_version).
ALTER TABLE scraping_jobs
  ADD COLUMN menu_scraping_template_id integer REFERENCES menu_scraping_templates(id),
  ADD COLUMN template_version integer;
