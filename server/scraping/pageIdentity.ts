// A page's identity for 'already read': its URL without the fragment (#section points into the same page).
export function pageIdentity(url: string): string {
  try {
    const parsed = new URL(url);
    parsed.hash = '';
    return parsed.href;
  } catch {
    return url;
  }
}
