// Reading probing (spec 3 sections 2, 3 and 7): a cluster's probing jobs, newest first and paged (the cluster page's
// lead-menu probing jobs table), and the cluster's stored fingerprints per menu (Download fingerprints).
import type { Queryable } from '../db/database';
import type { TemplateRisk } from './fingerprintDiff';

export interface ProbingJobRow {
  id: number;
  menu_id: number;
  menu_scraping_cluster_id: number;
  menu_probing_session_id: number;
  job_status: 'IN_PROGRESS' | 'COMPLETED' | 'FAILED';
  schedule_date: Date;
  completed_date: Date | null;
  probing_status: 'SUCCESS' | 'ERROR' | null;
  has_changes: boolean;
  is_baseline: boolean;
  added_ids: string[];
  removed_ids: string[];
  added_classes: string[];
  removed_classes: string[];
  added_xpath_signatures: string[];
  removed_xpath_signatures: string[];
  updated_hash_codes: string[];
  risks: TemplateRisk[];
  menu_probing_response: unknown;
  error: string | null;
  applied_date: Date | null;
}

const JOB_COLUMNS = `id, menu_id, menu_scraping_cluster_id, menu_probing_session_id, job_status, schedule_date, completed_date, probing_status,
  has_changes, is_baseline, added_ids, removed_ids, added_classes, removed_classes, added_xpath_signatures, removed_xpath_signatures,
  updated_hash_codes, risks, menu_probing_response, error, applied_date`;

export async function clusterProbingJobs(db: Queryable, clusterId: number, page: number, pageSize: number): Promise<{ items: ProbingJobRow[]; total: number }> {
  const items = await db.query<ProbingJobRow>(
    `SELECT ${JOB_COLUMNS} FROM menu_probing_jobs WHERE menu_scraping_cluster_id = $1 ORDER BY id DESC LIMIT $2 OFFSET $3`,
    [clusterId, pageSize, (page - 1) * pageSize],
  );
  const [{ total }] = await db.query<{ total: number }>('SELECT count(*)::int AS total FROM menu_probing_jobs WHERE menu_scraping_cluster_id = $1', [clusterId]);
  return { items, total };
}

export interface ClusterFingerprintRow {
  menu_id: number;
  ids: string[];
  classes: string[];
  xpath_signatures: string[];
  hash_codes: Record<string, string>;
  updated_date: Date;
}

export async function clusterFingerprints(db: Queryable, clusterId: number): Promise<ClusterFingerprintRow[]> {
  return db.query<ClusterFingerprintRow>(
    'SELECT menu_id, ids, classes, xpath_signatures, hash_codes, updated_date FROM menu_scraping_cluster_fingerprints WHERE menu_scraping_cluster_id = $1 ORDER BY menu_id',
    [clusterId],
  );
}
