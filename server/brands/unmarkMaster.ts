// 'Unmark as master' (spec 2, section 4): refused from the configured number of locations (UNMARK_MASTER_LOCATION_LIMIT,
// 25 by default); otherwise the brand loses its rank and inclusion (NEW), its slaves are released, and its own and the
// slaves' gateway tasks are opened again with UNMARK_BRAND_AS_MASTER.
import { BRAND_GATEWAY_MESSAGES, unmarkMasterLimitDetail } from '../../domain/brandGatewaySchemas';
import { gatewayEdgesAfterUnmarkMaster } from '../../machines/pipelineEdges';
import type { Queryable } from '../db/database';
import { NEXT_MODIFIED_DATE } from '../db/rowVersions';
import { appError, notFound, validationError } from '../graphql/errors';
import type { BrandRow } from '../graphql/loaders';
import { recordEvent } from '../history/eventRows';
import { openBrandTask } from '../tasks/pipeline';
import { releaseSlaves } from './brandRelations';

export async function unmarkBrandAsMaster(tx: Queryable, brandId: number, userId: number, locationLimit: number, at: string): Promise<BrandRow> {
  const [brand] = await tx.query<BrandRow>('SELECT * FROM brands WHERE id = $1 FOR UPDATE', [brandId]);
  if (!brand) throw notFound(`Brand ${brandId}`);
  if (brand.rank !== 'MASTER') throw validationError('This brand is not a master brand.');
  const [{ count }] = await tx.query<{ count: number }>('SELECT count(*)::int AS count FROM locations WHERE brand_id = $1', [brandId]);
  if (count >= locationLimit) {
    throw appError('VALIDATION', BRAND_GATEWAY_MESSAGES.unmarkMasterRefused, { detail: unmarkMasterLimitDetail(locationLimit), limit: locationLimit, locationCount: count });
  }
  const [after] = await tx.query<BrandRow>(
    `UPDATE brands SET rank = NULL, status = 'NEW', exclusion_reason = NULL, exclusion_reason_comment = NULL, modified_date = ${NEXT_MODIFIED_DATE}
      WHERE id = $1 RETURNING *`,
    [brandId],
  );
  const slaveIds = await releaseSlaves(tx, brandId, userId);
  await recordEvent(tx, {
    userId,
    type: 'UPDATE',
    entityType: 'BRAND',
    entityId: brandId,
    message: 'Brand unmarked as master',
    data: {
      changedFields: ['rank', 'status', 'exclusionReason', 'exclusionReasonComment'],
      before: { rank: brand.rank, status: brand.status, exclusionReason: brand.exclusion_reason, exclusionReasonComment: brand.exclusion_reason_comment },
      after: { rank: null, status: 'NEW', exclusionReason: null, exclusionReasonComment: null },
      releasedSlaveBrandIds: slaveIds,
    },
  });
  for (const edge of gatewayEdgesAfterUnmarkMaster({ brandId, slaveIds })) {
    await openBrandTask(tx, edge.brandId, { taskType: 'BRAND_GATEWAY', reopenReason: edge.reopenReason }, at);
  }
  return after;
}
