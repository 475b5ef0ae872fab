-- The cluster page's menus table (spec 3, section 2): a cluster's live menus sorted by scraped date or by the date they
-- joined it, newest first (or oldest first by the same index read backwards), one page at a time without sorting a big
-- cluster's menus. The clusters list itself reads 5,000 rows of menu_scraping_clusters with their kept counts (019).
CREATE INDEX menus_cluster_scraped_idx ON menus (menu_scraping_cluster_id, scraped_date DESC NULLS LAST, id DESC)
  WHERE menu_scraping_cluster_id IS NOT NULL AND NOT is_deleted;
CREATE INDEX menus_cluster_attached_idx ON menus (menu_scraping_cluster_id, attached_to_scraping_cluster_date DESC NULLS LAST, id DESC)
  WHERE menu_scraping_cluster_id IS NOT NULL AND NOT is_deleted;
-- The removed and excluded menus panels, newest first.
CREATE INDEX menu_scraping_cluster_removed_menus_date_idx ON menu_scraping_cluster_removed_menus (menu_scraping_cluster_id, created_date DESC);
CREATE INDEX menu_scraping_cluster_excluded_menus_date_idx ON menu_scraping_cluster_excluded_menus (menu_scraping_cluster_id, created_date DESC);
