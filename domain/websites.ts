// What counts as a website in every form (brands, locations, menus, additional links): an absolute http(s) address with
// a host that has a dot, or localhost (the demo restaurant sites the product serves itself).
import { MAX_TEXT_LENGTH } from './inputLimits';

export const MAX_URL_LENGTH = 2048;

export function isWebsite(value: string): boolean {
  if (value.length > MAX_URL_LENGTH || /\s/.test(value)) return false;
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return false;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return false;
  const host = url.hostname;
  return host === 'localhost' || (host.includes('.') && !host.startsWith('.') && !host.endsWith('.'));
}

/** Keeps the comment limit next to the URL limit for forms that hold both. */
export const MAX_COMMENT_LENGTH = MAX_TEXT_LENGTH.comment;
