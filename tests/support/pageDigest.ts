// One digest of everything an extracted page gives but its timing: what the pinned extraction tests compare.
import { createHash } from 'node:crypto';
import type { ExtractedPage } from '../../server/scraping/types';

export function pageDigest(page: ExtractedPage): string {
  const { parseMs: _timing, ...rest } = page;
  return createHash('sha1').update(JSON.stringify(rest)).digest('hex');
}
