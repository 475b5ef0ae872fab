// The clusters that use a template (spec 3, section 2: the edit screen's table; the delete refusal's count). Cluster
// membership lives in menu_scraping_clusters.menu_scraping_template_id, a table the clusters' migration creates (the
// clustering work of DESIGN.md section 5). Until it exists no cluster uses any template, so both answers are empty;
// once it does, these queries read it with no change here.
import type { Queryable } from '../db/database';

export interface TemplateClusterRow {
  cluster_id: number;
  menu_count: number;
}

async function clustersTableExists(db: Queryable): Promise<boolean> {
  const [row] = await db.query<{ exists: boolean }>(`SELECT to_regclass('menu_scraping_clusters') IS NOT NULL AS exists`);
  return row?.exists === true;
}

/** How many clusters scrape with the template. */
export async function countClustersUsingTemplate(db: Queryable, templateId: number): Promise<number> {
  if (!(await clustersTableExists(db))) return 0;
  const [row] = await db.query<{ count: number }>('SELECT count(*)::int AS count FROM menu_scraping_clusters WHERE menu_scraping_template_id = $1', [templateId]);
  return row?.count ?? 0;
}

/** One page of the clusters that scrape with the template, by id, with each one's menu count. */
export async function clustersUsingTemplate(db: Queryable, templateId: number, page: number, pageSize: number): Promise<{ items: TemplateClusterRow[]; total: number }> {
  if (!(await clustersTableExists(db))) return { items: [], total: 0 };
  const total = await countClustersUsingTemplate(db, templateId);
  const items = await db.query<TemplateClusterRow>(
    `SELECT c.id AS cluster_id,
            (SELECT count(*)::int FROM menus m WHERE m.menu_scraping_cluster_id = c.id AND NOT m.is_deleted) AS menu_count
       FROM menu_scraping_clusters c WHERE c.menu_scraping_template_id = $1
      ORDER BY c.id LIMIT $2 OFFSET $3`,
    [templateId, pageSize, (page - 1) * pageSize],
  );
  return { items, total };
}
