// Where the clusters live (spec 3, section 2): the list under the Templates area's Clusters tab, and one cluster by id.
export const CLUSTERS_PATH = '/menu-scraping-templates/clusters';
export const clusterPath = (databaseId: number) => `${CLUSTERS_PATH}/${databaseId}`;
export const clusterMenusReportUrl = (databaseId: number) => `/api/reports/scraping-cluster-menus/${databaseId}`;
