// The additional links modal's check: each link as the shared schema checks it ('Website is required' / 'Website is not
// valid'); the one empty row the modal opens with is no link at all.
import { additionalUrlSchema, firstMenuDefinitionError } from '../../../domain/menuDefinitionSchemas';

/** Each link's problem (null when it passes), in order. */
export function additionalLinkErrors(urls: readonly string[]): Array<string | null> {
  return urls.map((url) => firstMenuDefinitionError(additionalUrlSchema, url));
}

/** The links the modal's rows hold, trimmed; a single empty row means none. */
export function linksToApply(rows: readonly string[]): string[] {
  const kept = rows.map((url) => url.trim());
  return kept.length === 1 && kept[0] === '' ? [] : kept;
}
