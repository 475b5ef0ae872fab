// The template list's state in the query string (spec 3, section 2): page (pagingParams'), templateStatus,
// templateSearchTerm, sortingCriterion (NAME or STATUS) and sortingOrder (asc or desc). A changed filter or sort goes
// back to the first page; values the list does not know are read as absent.
import { TEMPLATE_SORT_CRITERIA, TEMPLATE_STATUSES, type TemplateSortCriterion, type TemplateStatus } from '../../../domain/menuScrapingTemplates';

export interface TemplateListFilters {
  templateStatus: TemplateStatus | null;
  templateSearchTerm: string;
  sortingCriterion: TemplateSortCriterion | null;
  sortingOrder: 'asc' | 'desc';
}

const oneOf = <T extends string>(values: readonly T[], value: string | null): T | null => (value !== null && (values as readonly string[]).includes(value) ? (value as T) : null);

export function readTemplateListFilters(params: URLSearchParams): TemplateListFilters {
  return {
    templateStatus: oneOf(TEMPLATE_STATUSES, params.get('templateStatus')),
    templateSearchTerm: (params.get('templateSearchTerm') ?? '').trim(),
    sortingCriterion: oneOf(TEMPLATE_SORT_CRITERIA, params.get('sortingCriterion')),
    sortingOrder: params.get('sortingOrder') === 'desc' ? 'desc' : 'asc',
  };
}

/** The query string with these filters (defaults left out) and the page back to the first. */
export function withTemplateListFilters(params: URLSearchParams, changes: Partial<TemplateListFilters>): URLSearchParams {
  const filters = { ...readTemplateListFilters(params), ...changes };
  const next = new URLSearchParams(params);
  const put = (name: string, value: string | null) => (value ? next.set(name, value) : next.delete(name));
  put('templateStatus', filters.templateStatus);
  put('templateSearchTerm', filters.templateSearchTerm.trim() || null);
  put('sortingCriterion', filters.sortingCriterion);
  put('sortingOrder', filters.sortingCriterion && filters.sortingOrder === 'desc' ? 'desc' : null);
  next.delete('page');
  return next;
}
