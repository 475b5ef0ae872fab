// What a probe writes (docs/probing.md, "Jobs" and "Apply"), each in one transaction: the job's diff against the
// cluster's stored fingerprint of the menu (the first probe of a menu becomes that fingerprint, with no change), the
// cluster's has_updated_fingerprints when the template is at risk, the menu no longer awaiting probing, and the
// scraping_jobs record ended. Apply makes a job's fingerprint the baseline, with its history event.
import type { Database, Queryable } from '../db/database';
import { NEXT_MODIFIED_DATE } from '../db/rowVersions';
import { editableCluster, type Actor } from '../clusters/clusterAccess';
import { CLUSTER_ENTITY_TYPE } from '../clusters/clusterWrites';
import { appError } from '../graphql/errors';
import { recordEvent } from '../history/eventRows';
import type { MenuFingerprint } from './fingerprint';
import { diffFingerprints, type FingerprintDiff } from './fingerprintDiff';

export interface ProbeOutcome {
  menuProbingJobId: number;
  jobStatus: 'COMPLETED' | 'FAILED';
  hasChanges: boolean;
  isBaseline: boolean;
}

export interface RecordProbeInput {
  scrapingJobId: number;
  fingerprint: MenuFingerprint;
  templateId: number;
  templateVersion: number | null;
  response: unknown;
}

interface StoredFingerprintRow {
  ids: string[];
  classes: string[];
  xpath_signatures: string[];
  hash_codes: Record<string, string>;
  template_match: MenuFingerprint['templateMatch'];
}

function fingerprintOf(row: StoredFingerprintRow): MenuFingerprint {
  return { ids: row.ids, classes: row.classes, xPathSignatures: row.xpath_signatures, hashCodes: row.hash_codes, templateMatch: row.template_match };
}

/** Writes (or replaces) the cluster's baseline fingerprint of a menu. */
export async function storeBaseline(
  tx: Queryable,
  baseline: { clusterId: number; menuId: number; fingerprint: MenuFingerprint; templateId: number | null; templateVersion: number | null; menuProbingJobId: number; updatedById: number | null },
): Promise<void> {
  const { fingerprint } = baseline;
  await tx.query(
    `INSERT INTO menu_scraping_cluster_fingerprints
       (menu_scraping_cluster_id, menu_id, ids, classes, xpath_signatures, hash_codes, template_match, menu_scraping_template_id, template_version, menu_probing_job_id, updated_by_id)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11)
     ON CONFLICT (menu_scraping_cluster_id, menu_id) DO UPDATE SET ids = EXCLUDED.ids, classes = EXCLUDED.classes,
       xpath_signatures = EXCLUDED.xpath_signatures, hash_codes = EXCLUDED.hash_codes, template_match = EXCLUDED.template_match,
       menu_scraping_template_id = EXCLUDED.menu_scraping_template_id, template_version = EXCLUDED.template_version,
       menu_probing_job_id = EXCLUDED.menu_probing_job_id, updated_by_id = EXCLUDED.updated_by_id, updated_date = now()`,
    [
      baseline.clusterId,
      baseline.menuId,
      JSON.stringify(fingerprint.ids),
      JSON.stringify(fingerprint.classes),
      JSON.stringify(fingerprint.xPathSignatures),
      JSON.stringify(fingerprint.hashCodes),
      JSON.stringify(fingerprint.templateMatch),
      baseline.templateId,
      baseline.templateVersion,
      baseline.menuProbingJobId,
      baseline.updatedById,
    ],
  );
}

/** The probe read the pages: compares, writes the job and its effects, ends it COMPLETED. */
export async function recordProbe(db: Database, input: RecordProbeInput): Promise<ProbeOutcome | null> {
  return db.transaction(async (tx) => {
    const [job] = await tx.query<{ id: number; menu_id: number; menu_scraping_cluster_id: number }>(
      "SELECT id, menu_id, menu_scraping_cluster_id FROM menu_probing_jobs WHERE scraping_job_id = $1 AND job_status = 'IN_PROGRESS' FOR UPDATE",
      [input.scrapingJobId],
    );
    if (!job) return null;
    const [stored] = await tx.query<StoredFingerprintRow>(
      'SELECT ids, classes, xpath_signatures, hash_codes, template_match FROM menu_scraping_cluster_fingerprints WHERE menu_scraping_cluster_id = $1 AND menu_id = $2',
      [job.menu_scraping_cluster_id, job.menu_id],
    );
    const isBaseline = !stored;
    const diff: FingerprintDiff | null = stored ? diffFingerprints(fingerprintOf(stored), input.fingerprint) : null;
    await tx.query(
      `UPDATE menu_probing_jobs SET job_status = 'COMPLETED', completed_date = now(), probing_status = 'SUCCESS', has_changes = $2, is_baseline = $3,
         added_ids = $4, removed_ids = $5, added_classes = $6, removed_classes = $7, added_xpath_signatures = $8, removed_xpath_signatures = $9,
         updated_hash_codes = $10, risks = $11, fingerprint = $12, menu_scraping_template_id = $13, template_version = $14, menu_probing_response = $15
       WHERE id = $1`,
      [
        job.id,
        diff?.hasChanges ?? false,
        isBaseline,
        JSON.stringify(diff?.addedIds ?? []),
        JSON.stringify(diff?.removedIds ?? []),
        JSON.stringify(diff?.addedClasses ?? []),
        JSON.stringify(diff?.removedClasses ?? []),
        JSON.stringify(diff?.addedXPathSignatures ?? []),
        JSON.stringify(diff?.removedXPathSignatures ?? []),
        JSON.stringify(diff?.updatedHashCodes ?? []),
        JSON.stringify(diff?.risks ?? []),
        JSON.stringify(input.fingerprint),
        input.templateId,
        input.templateVersion,
        JSON.stringify(input.response),
      ],
    );
    if (isBaseline) {
      await storeBaseline(tx, { clusterId: job.menu_scraping_cluster_id, menuId: job.menu_id, fingerprint: input.fingerprint, templateId: input.templateId, templateVersion: input.templateVersion, menuProbingJobId: job.id, updatedById: null });
    }
    if (diff?.hasChanges) {
      await tx.query(`UPDATE menu_scraping_clusters SET has_updated_fingerprints = true, modified_date = ${NEXT_MODIFIED_DATE} WHERE id = $1 AND NOT has_updated_fingerprints`, [job.menu_scraping_cluster_id]);
    }
    await endProbe(tx, input.scrapingJobId, job.menu_id, 'COMPLETED', null);
    return { menuProbingJobId: job.id, jobStatus: 'COMPLETED', hasChanges: diff?.hasChanges ?? false, isBaseline };
  });
}

/** The probe could not read the pages (after its retries): the job ends FAILED with its error, never dropped. */
export async function recordProbeFailure(db: Database, scrapingJobId: number, error: string, response: unknown = null): Promise<ProbeOutcome | null> {
  return db.transaction(async (tx) => {
    const [job] = await tx.query<{ id: number; menu_id: number }>(
      `UPDATE menu_probing_jobs SET job_status = 'FAILED', completed_date = now(), probing_status = 'ERROR', error = $2, menu_probing_response = $3
        WHERE scraping_job_id = $1 AND job_status = 'IN_PROGRESS' RETURNING id, menu_id`,
      [scrapingJobId, error, JSON.stringify(response ?? { error })],
    );
    if (!job) return null;
    await endProbe(tx, scrapingJobId, job.menu_id, 'FAILED', error);
    return { menuProbingJobId: job.id, jobStatus: 'FAILED', hasChanges: false, isBaseline: false };
  });
}

async function endProbe(tx: Queryable, scrapingJobId: number, menuId: number, status: 'COMPLETED' | 'FAILED', error: string | null): Promise<void> {
  await tx.query(
    `UPDATE scraping_jobs SET status = $2, scraping_status = $3, finished_date = now(),
       duration_ms = CASE WHEN started_date IS NULL THEN NULL ELSE (extract(epoch FROM now() - started_date) * 1000)::int END,
       exceptions = CASE WHEN $4::text IS NULL THEN exceptions ELSE exceptions || ARRAY[$4::text] END
     WHERE id = $1`,
    [scrapingJobId, status, status === 'COMPLETED' ? 'SUCCESS' : 'ERROR', error],
  );
  // Held back from scraping only while a probe of it is still running (the outbox, server/jobs/outbox.ts).
  await tx.query(
    `UPDATE menus SET is_awaiting_probing = false, modified_date = ${NEXT_MODIFIED_DATE}
      WHERE id = $1 AND is_awaiting_probing AND NOT EXISTS (SELECT 1 FROM menu_probing_jobs WHERE menu_id = $1 AND job_status = 'IN_PROGRESS')`,
    [menuId],
  );
}

/** The spec's notice when fingerprints cannot be updated (spec 3 section 8): the job is not a completed probe. */
export const FINGERPRINTS_UPDATE_FAILED = 'Menu scraping fingerprints update failed.';

/**
 * Apply: the job's fingerprint becomes the cluster's baseline of its menu, by the cluster's assignee or an admin; the
 * cluster keeps has_updated_fingerprints while another of its jobs has changes nobody applied.
 */
export async function applyProbingJobFingerprints(tx: Queryable, menuProbingJobId: number, actor: Actor): Promise<{ clusterId: number }> {
  const [found] = await tx.query<{ menu_scraping_cluster_id: number }>('SELECT menu_scraping_cluster_id FROM menu_probing_jobs WHERE id = $1', [menuProbingJobId]);
  if (!found) throw appError('NOT_FOUND', 'Menu probing job was not found.');
  // The cluster locked first (as every cluster write does), then its job.
  await editableCluster(tx, found.menu_scraping_cluster_id, actor);
  const [job] = await tx.query<{ id: number; menu_id: number; menu_scraping_cluster_id: number; fingerprint: MenuFingerprint | null; menu_scraping_template_id: number | null; template_version: number | null; has_changes: boolean; job_status: string }>(
    `SELECT id, menu_id, menu_scraping_cluster_id, fingerprint, menu_scraping_template_id, template_version, has_changes, job_status
       FROM menu_probing_jobs WHERE id = $1 FOR UPDATE`,
    [menuProbingJobId],
  );
  if (job.job_status !== 'COMPLETED' || !job.fingerprint) throw appError('VALIDATION', FINGERPRINTS_UPDATE_FAILED);
  await storeBaseline(tx, {
    clusterId: job.menu_scraping_cluster_id,
    menuId: job.menu_id,
    fingerprint: job.fingerprint,
    templateId: job.menu_scraping_template_id,
    templateVersion: job.template_version,
    menuProbingJobId: job.id,
    updatedById: actor.userId,
  });
  // This job and every earlier one of the same menu are applied: the baseline is at least as new as they are.
  await tx.query(
    'UPDATE menu_probing_jobs SET applied_date = now(), applied_by_id = $3 WHERE menu_id = $1 AND menu_scraping_cluster_id = $2 AND id <= $4 AND applied_date IS NULL',
    [job.menu_id, job.menu_scraping_cluster_id, actor.userId, job.id],
  );
  const [{ remaining }] = await tx.query<{ remaining: number }>(
    'SELECT count(*)::int AS remaining FROM menu_probing_jobs WHERE menu_scraping_cluster_id = $1 AND has_changes AND applied_date IS NULL',
    [job.menu_scraping_cluster_id],
  );
  await tx.query(
    `UPDATE menu_scraping_clusters SET has_updated_fingerprints = $2, modified_date = ${NEXT_MODIFIED_DATE}, modified_by_id = $3 WHERE id = $1`,
    [job.menu_scraping_cluster_id, remaining > 0, actor.userId],
  );
  await recordEvent(tx, {
    userId: actor.userId,
    type: 'UPDATE',
    subType: 'FINGERPRINTS_UPDATED',
    entityType: CLUSTER_ENTITY_TYPE,
    entityId: job.menu_scraping_cluster_id,
    message: `Fingerprints of menu ${job.menu_id} updated from probing job ${job.id}`,
    data: { menuProbingJobId: job.id, menuId: job.menu_id, hasChanges: job.has_changes, hasUpdatedFingerprints: remaining > 0 },
  });
  return { clusterId: job.menu_scraping_cluster_id };
}
