// Developer-type accounts (spec 1, section 6): recognised by an email pattern per role. They alone see the Clone brand
// button and may set a brand's for-testing flag. The patterns come from configuration (DEVELOPER_EMAIL_PATTERNS):
//
//   DEVELOPER_EMAIL_PATTERNS='admin:^dev\.;teamLeader:@dev\.example\.com$;*:^qa-bot@'
//
// Entries are separated by ';', each 'role:pattern' (split at the first ':'); the role is a role name or '*' for any
// role; the pattern is a regular expression tested, case-insensitively, against the whole email address. Unset or empty:
// nobody is a developer-type account.
import { ROLE_NAMES } from './roles';

export interface DeveloperEmailPattern {
  /** A role name, or '*' for every role. */
  role: string;
  pattern: RegExp;
}

/** The patterns of a DEVELOPER_EMAIL_PATTERNS value; a malformed entry, an unknown role or a bad expression throws. */
export function parseDeveloperEmailPatterns(text: string | undefined): DeveloperEmailPattern[] {
  const entries = (text ?? '').split(';').map((entry) => entry.trim()).filter(Boolean);
  return entries.map((entry) => {
    const colon = entry.indexOf(':');
    const role = colon > 0 ? entry.slice(0, colon).trim() : '';
    const source = colon > 0 ? entry.slice(colon + 1).trim() : '';
    if (!role || !source) throw new Error(`DEVELOPER_EMAIL_PATTERNS: '${entry}' is not 'role:pattern'.`);
    if (role !== '*' && !(ROLE_NAMES as readonly string[]).includes(role)) throw new Error(`DEVELOPER_EMAIL_PATTERNS: unknown role '${role}'.`);
    try {
      return { role, pattern: new RegExp(source, 'i') };
    } catch {
      throw new Error(`DEVELOPER_EMAIL_PATTERNS: '${source}' is not a valid regular expression.`);
    }
  });
}

/** Whether an account of this role and email is developer-type. */
export function isDeveloperAccount(patterns: readonly DeveloperEmailPattern[], account: { email: string; roleName: string }): boolean {
  return patterns.some(({ role, pattern }) => (role === '*' || role === account.roleName) && pattern.test(account.email));
}
