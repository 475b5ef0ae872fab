-- Clusters (spec 3, sections 2-4; DESIGN.md section 5, "Clusters"; docs/clusters.md): a group of menus of one platform
-- and layout, scraped with one template. The clustering job forms them (server/clusters/clustering.ts); people move
-- menus between them. A menu is in at most one cluster: menus.menu_scraping_cluster_id (002) is its membership and
-- menus.scraping_cluster_role (LEAD, COMPLEX, CORE or none) its role there.
CREATE TABLE menu_scraping_clusters (
  id serial PRIMARY KEY,
  -- What the clustering job formed it from: the platform and the URL signature of its menus (null: made otherwise).
  platform_id integer REFERENCES platforms(id),
  url_signature text,
  menu_scraping_template_id integer REFERENCES menu_scraping_templates(id),
  assigned_to_id integer REFERENCES users(id),
  -- HTML_NOT_SCRAPEABLE and PDF are not offered (spec 3, section 5).
  expected_menu_format text NOT NULL DEFAULT 'HTML' CHECK (expected_menu_format IN ('HTML', 'IMAGE', 'DOCUMENT')),
  are_working_hours_irrelevant boolean NOT NULL DEFAULT false,
  master_id integer REFERENCES menu_scraping_clusters(id) CHECK (master_id IS NULL OR master_id <> id),
  has_updated_fingerprints boolean NOT NULL DEFAULT false,
  -- The current rerun flow step (null: no flow, which behaves as DONE); the rerun flow (issue 27) writes it.
  rerun_step_type text CHECK (rerun_step_type IN ('PREPARATION', 'TEMPLATE_VALIDATION', 'SCRAPING', 'CLEANUP', 'DONE')),
  next_rerun_start_date timestamptz,
  -- Kept exact by the trigger below, so the list sorts and filters 5,000 clusters without counting a million menus.
  menu_count integer NOT NULL DEFAULT 0,
  approved_menu_count integer NOT NULL DEFAULT 0,
  created_date timestamptz NOT NULL DEFAULT now(),
  modified_date timestamptz NOT NULL DEFAULT now(),
  modified_by_id integer REFERENCES users(id)
);
CREATE INDEX menu_scraping_clusters_template_idx ON menu_scraping_clusters (menu_scraping_template_id);
CREATE INDEX menu_scraping_clusters_assignee_idx ON menu_scraping_clusters (assigned_to_id);
CREATE UNIQUE INDEX menu_scraping_clusters_formed_from ON menu_scraping_clusters (platform_id, url_signature) WHERE url_signature IS NOT NULL;

-- A menu's place in clustering: its platform and URL signature (written by the clustering job), when it joined its
-- cluster, and the outcome of its last scraping run (the cluster menus table filters and the reset act on it).
ALTER TABLE menus
  ADD COLUMN platform_id integer REFERENCES platforms(id),
  ADD COLUMN url_signature text,
  ADD COLUMN attached_to_scraping_cluster_date timestamptz,
  ADD COLUMN scraping_status text CHECK (scraping_status IN ('SUCCESS', 'PARTIAL_SUCCESS', 'ERROR'));
ALTER TABLE menus ADD CONSTRAINT menus_cluster_fk FOREIGN KEY (menu_scraping_cluster_id) REFERENCES menu_scraping_clusters(id);
ALTER TABLE menus ADD CONSTRAINT menus_cluster_role CHECK (scraping_cluster_role IN ('LEAD', 'COMPLEX', 'CORE'));
CREATE INDEX menus_url_signature_idx ON menus (platform_id, url_signature) WHERE url_signature IS NOT NULL;

-- Menus people removed from a cluster (listed so they can be attached back), menus excluded from a lead's similar
-- menus, and removed leads (a job gives their similar menus a new lead and records when and which).
CREATE TABLE menu_scraping_cluster_removed_menus (
  menu_scraping_cluster_id integer NOT NULL REFERENCES menu_scraping_clusters(id),
  menu_id integer NOT NULL REFERENCES menus(id),
  created_date timestamptz NOT NULL DEFAULT now(),
  created_by_id integer REFERENCES users(id),
  PRIMARY KEY (menu_scraping_cluster_id, menu_id)
);
CREATE TABLE menu_scraping_cluster_excluded_menus (
  menu_scraping_cluster_id integer NOT NULL REFERENCES menu_scraping_clusters(id),
  menu_id integer NOT NULL REFERENCES menus(id),
  created_date timestamptz NOT NULL DEFAULT now(),
  created_by_id integer REFERENCES users(id),
  PRIMARY KEY (menu_scraping_cluster_id, menu_id)
);
CREATE TABLE menu_scraping_cluster_removed_leads (
  id serial PRIMARY KEY,
  menu_scraping_cluster_id integer NOT NULL REFERENCES menu_scraping_clusters(id),
  menu_id integer NOT NULL REFERENCES menus(id),
  created_date timestamptz NOT NULL DEFAULT now(),
  created_by_id integer REFERENCES users(id),
  processed_date timestamptz,
  new_menu_ids integer[] NOT NULL DEFAULT '{}'
);
CREATE INDEX menu_scraping_cluster_removed_leads_cluster_idx ON menu_scraping_cluster_removed_leads (menu_scraping_cluster_id, created_date DESC);

-- A cluster's menu counts follow its menus: every statement that adds, moves, approves or deletes menus adjusts the
-- clusters it touched, in id order so concurrent writers never deadlock.
CREATE FUNCTION menu_scraping_cluster_counts_apply(deltas jsonb) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  UPDATE menu_scraping_clusters c SET menu_count = c.menu_count + d.menus, approved_menu_count = c.approved_menu_count + d.approved
    FROM (SELECT (e->>'id')::int AS id, sum((e->>'menus')::int)::int AS menus, sum((e->>'approved')::int)::int AS approved
            FROM jsonb_array_elements(deltas) e GROUP BY 1 ORDER BY 1) d
   WHERE c.id = d.id AND (d.menus <> 0 OR d.approved <> 0);
END $$;
CREATE FUNCTION menu_scraping_cluster_counts_on_insert() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM menu_scraping_cluster_counts_apply(coalesce((SELECT jsonb_agg(jsonb_build_object('id', menu_scraping_cluster_id, 'menus', 1,
      'approved', CASE WHEN status IN ('APPROVED', 'AUTO_APPROVED') THEN 1 ELSE 0 END))
    FROM added WHERE menu_scraping_cluster_id IS NOT NULL AND NOT is_deleted), '[]'));
  RETURN NULL;
END $$;
CREATE FUNCTION menu_scraping_cluster_counts_on_update() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM menu_scraping_cluster_counts_apply(coalesce((SELECT jsonb_agg(x) FROM (
      SELECT jsonb_build_object('id', menu_scraping_cluster_id, 'menus', 1, 'approved', CASE WHEN status IN ('APPROVED', 'AUTO_APPROVED') THEN 1 ELSE 0 END) AS x
        FROM added WHERE menu_scraping_cluster_id IS NOT NULL AND NOT is_deleted
      UNION ALL
      SELECT jsonb_build_object('id', menu_scraping_cluster_id, 'menus', -1, 'approved', CASE WHEN status IN ('APPROVED', 'AUTO_APPROVED') THEN -1 ELSE 0 END)
        FROM removed WHERE menu_scraping_cluster_id IS NOT NULL AND NOT is_deleted) rows), '[]'));
  RETURN NULL;
END $$;
CREATE FUNCTION menu_scraping_cluster_counts_on_delete() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM menu_scraping_cluster_counts_apply(coalesce((SELECT jsonb_agg(jsonb_build_object('id', menu_scraping_cluster_id, 'menus', -1,
      'approved', CASE WHEN status IN ('APPROVED', 'AUTO_APPROVED') THEN -1 ELSE 0 END))
    FROM removed WHERE menu_scraping_cluster_id IS NOT NULL AND NOT is_deleted), '[]'));
  RETURN NULL;
END $$;
CREATE TRIGGER menu_scraping_cluster_counts_insert AFTER INSERT ON menus REFERENCING NEW TABLE AS added
  FOR EACH STATEMENT EXECUTE FUNCTION menu_scraping_cluster_counts_on_insert();
CREATE TRIGGER menu_scraping_cluster_counts_update AFTER UPDATE ON menus REFERENCING OLD TABLE AS removed NEW TABLE AS added
  FOR EACH STATEMENT EXECUTE FUNCTION menu_scraping_cluster_counts_on_update();
CREATE TRIGGER menu_scraping_cluster_counts_delete AFTER DELETE ON menus REFERENCING OLD TABLE AS removed
  FOR EACH STATEMENT EXECUTE FUNCTION menu_scraping_cluster_counts_on_delete();

-- A menu's last scraping outcome, from its newest finished scraping run.
UPDATE menus m SET scraping_status = j.scraping_status
  FROM (SELECT DISTINCT ON (menu_id) menu_id, scraping_status FROM scraping_jobs
         WHERE menu_id IS NOT NULL AND scraping_status IS NOT NULL AND kind IN ('HTML_SCRAPING', 'DOCUMENT_SCRAPING', 'SESSION')
         ORDER BY menu_id, id DESC) j
 WHERE m.id = j.menu_id;
