// The clusters that use a template (spec 3, section 2: the edit screen's table; the delete refusal's count): those whose
// menu_scraping_clusters.menu_scraping_template_id is the template (migration 019).
import type { Queryable } from '../db/database';

export interface TemplateClusterRow {
  cluster_id: number;
  menu_count: number;
}

/** How many clusters scrape with the template. */
export async function countClustersUsingTemplate(db: Queryable, templateId: number): Promise<number> {
  const [row] = await db.query<{ count: number }>('SELECT count(*)::int AS count FROM menu_scraping_clusters WHERE menu_scraping_template_id = $1', [templateId]);
  return row?.count ?? 0;
}

/** One page of the clusters that scrape with the template, by id, with each one's menu count. */
export async function clustersUsingTemplate(db: Queryable, templateId: number, page: number, pageSize: number): Promise<{ items: TemplateClusterRow[]; total: number }> {
  const total = await countClustersUsingTemplate(db, templateId);
  const items = await db.query<TemplateClusterRow>(
    `SELECT c.id AS cluster_id,
            c.menu_count
       FROM menu_scraping_clusters c WHERE c.menu_scraping_template_id = $1
      ORDER BY c.id LIMIT $2 OFFSET $3`,
    [templateId, pageSize, (page - 1) * pageSize],
  );
  return { items, total };
}
