// The common websites form (spec 3, section 5): each row a domain ('Domain must be valid'), no two rows the same
// ('Domains must be unique'). Shared by the SPA's form and the API's save, which also checks against the stored rows.
import * as yup from 'yup';

export const COMMON_WEBSITE_MESSAGES = {
  domainInvalid: 'Domain must be valid',
  domainsNotUnique: 'Domains must be unique',
} as const;

/** RFC 1035's limit for a whole name. */
export const MAX_DOMAIN_LENGTH = 253;

/** A label: letters, digits and inner hyphens, at most 63 characters. */
const LABEL = /^[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?$/;
/** The last label: letters (co, uk, ee), or an internationalised one (xn--…). */
const TOP_LABEL = /^(?:[a-z]{2,63}|xn--[a-z0-9-]{1,59})$/;

/** The form of a domain as stored and compared: trimmed, lower case. */
export const normalizeDomain = (value: string) => value.trim().toLowerCase();

/** A bare host name with at least two labels ('linktr.ee', 'deliveroo.co.uk'): no scheme, path, port or spaces. */
export function isDomain(value: string): boolean {
  if (value.length === 0 || value.length > MAX_DOMAIN_LENGTH) return false;
  const labels = value.split('.');
  return labels.length >= 2 && labels.every((label) => LABEL.test(label)) && TOP_LABEL.test(labels[labels.length - 1]);
}

/** One row's domain: required, and a domain ('Domain must be valid' for both, as a new row starts empty). */
export const websiteDomainField = () =>
  yup
    .string()
    .transform((value: unknown) => (typeof value === 'string' ? normalizeDomain(value) : value))
    .required(COMMON_WEBSITE_MESSAGES.domainInvalid)
    .test('domain', COMMON_WEBSITE_MESSAGES.domainInvalid, (value) => value == null || isDomain(value));

/** The index of each row whose domain an earlier row already has (after normalising). */
export function repeatedDomainIndexes(domains: readonly string[]): number[] {
  const seen = new Set<string>();
  const repeated: number[] = [];
  domains.forEach((domain, index) => {
    const key = normalizeDomain(domain);
    if (key && seen.has(key)) repeated.push(index);
    seen.add(key);
  });
  return repeated;
}

/** The rows of the form: a stored row keeps its id, a new one has none. */
export const commonWebsitesFormSchema = yup.object({
  domains: yup
    .array(yup.object({ id: yup.string().nullable().default(null), websiteDomain: websiteDomainField() }))
    .required()
    .test('unique', COMMON_WEBSITE_MESSAGES.domainsNotUnique, function unique(rows) {
      const [first] = repeatedDomainIndexes((rows ?? []).map((row) => row.websiteDomain ?? ''));
      return first === undefined ? true : this.createError({ path: `${this.path}[${first}].websiteDomain`, message: COMMON_WEBSITE_MESSAGES.domainsNotUnique });
    }),
});
export type CommonWebsitesForm = yup.InferType<typeof commonWebsitesFormSchema>;
