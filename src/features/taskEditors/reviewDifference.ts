// Review by difference (issue 9): in the QC and QQA views, the brand fields and locations the DEFINE view's saves
// changed are highlighted; a view the server marked NEEDS_REVIEW names what a later view changed.

export interface ReviewView {
  readonly type: string;
  readonly status: string;
  readonly changedBrandFields: readonly string[];
  readonly changedLocationIds: readonly number[];
  readonly modifiedBrandFields: readonly string[];
  readonly modifiedLocationIds: readonly number[];
}

export interface ReviewDifference {
  /** Brand fields the DEFINE view changed (shown in QC and QQA only). */
  fields: ReadonlySet<string>;
  locationIds: ReadonlySet<number>;
  /** Views that need review, with what a later view changed in them. */
  needsReview: Array<{ type: string; fields: readonly string[]; locationIds: readonly number[] }>;
}

export function reviewDifference(views: readonly ReviewView[], currentViewType: string | null | undefined): ReviewDifference {
  const define = views.find((view) => view.type === 'DEFINE');
  const reviewing = currentViewType === 'QC' || currentViewType === 'QQA';
  return {
    fields: new Set(reviewing && define ? define.changedBrandFields : []),
    locationIds: new Set(reviewing && define ? define.changedLocationIds : []),
    needsReview: views
      .filter((view) => view.status === 'NEEDS_REVIEW')
      .map((view) => ({ type: view.type, fields: view.modifiedBrandFields, locationIds: view.modifiedLocationIds })),
  };
}

const FIELD_LABEL: Readonly<Record<string, string>> = {
  name: 'name',
  website: 'website',
  isHasNoWebsiteConfirmed: 'no website',
  rank: 'rank',
  messinessScore: 'messiness',
  status: 'inclusion',
  exclusionReason: 'exclusion reason',
  exclusionReasonComment: 'exclusion comment',
  masterBrandId: 'master brand',
  hasOnlyUnsupportedBusinessTypes: 'unsupported businesses',
  useBrandNameAsLocationName: 'brand name as location name',
  relatedBrands: 'related brands',
};

/** 'rank, inclusion and 3 locations (12, 14, 20)'. */
export function describeChanges(fields: readonly string[], locationIds: readonly number[]): string {
  const parts = fields.map((field) => FIELD_LABEL[field] ?? field);
  if (locationIds.length) parts.push(`${locationIds.length} location${locationIds.length === 1 ? '' : 's'} (${locationIds.join(', ')})`);
  if (parts.length === 0) return 'nothing named';
  return parts.length === 1 ? parts[0] : `${parts.slice(0, -1).join(', ')} and ${parts[parts.length - 1]}`;
}
