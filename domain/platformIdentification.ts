// Which platform a menu belongs to (DESIGN.md section 5, "Platforms"; docs/clusters.md, "Forming clusters"): the first
// platform, in id order (the oldest), whose identification regex matches somewhere in the menu's URL, as the platform
// form's valid and invalid menus are matched (server/platforms/platformMenuMatching.ts: RE2, find anywhere; people
// anchor with ^). A pattern RE2 refuses (stored before the check existed) matches nothing.
import { RE2JS } from 're2js';

export interface IdentifiablePlatform {
  id: number;
  urlIdentificationRegex: string;
}

export interface PlatformIdentifier {
  /** The platform's id, or null when no platform's regex matches (or there is no URL). */
  platformOf(url: string | null | undefined): number | null;
}

export function platformIdentifier(platforms: readonly IdentifiablePlatform[]): PlatformIdentifier {
  const compiled = [...platforms]
    .sort((a, b) => a.id - b.id)
    .flatMap((platform) => {
      try {
        return [{ id: platform.id, regex: RE2JS.compile(platform.urlIdentificationRegex) }];
      } catch {
        return [];
      }
    });
  return {
    platformOf(url) {
      if (!url) return null;
      return compiled.find((platform) => platform.regex.test(url))?.id ?? null;
    },
  };
}
