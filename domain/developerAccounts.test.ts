import { describe, expect, it } from 'vitest';
import { isDeveloperAccount, parseDeveloperEmailPatterns } from './developerAccounts';

describe('developer-type accounts', () => {
  const patterns = parseDeveloperEmailPatterns('admin:^dev\\.; teamLeader:@dev\\.example\\.com$ ;*:^qa-bot@');

  it('recognises an account by the pattern of its own role only', () => {
    expect(isDeveloperAccount(patterns, { email: 'dev.ann@example.com', roleName: 'admin' })).toBe(true);
    expect(isDeveloperAccount(patterns, { email: 'dev.ann@example.com', roleName: 'teamLeader' })).toBe(false);
    expect(isDeveloperAccount(patterns, { email: 'bo@dev.example.com', roleName: 'teamLeader' })).toBe(true);
    expect(isDeveloperAccount(patterns, { email: 'bo@dev.example.com', roleName: 'definer' })).toBe(false);
  });

  it("matches '*' for every role, case-insensitively", () => {
    expect(isDeveloperAccount(patterns, { email: 'QA-Bot@example.com', roleName: 'trainee' })).toBe(true);
    expect(isDeveloperAccount(patterns, { email: 'ann@example.com', roleName: 'admin' })).toBe(false);
  });

  it('recognises nobody without patterns', () => {
    expect(parseDeveloperEmailPatterns(undefined)).toEqual([]);
    expect(parseDeveloperEmailPatterns(' ; ')).toEqual([]);
    expect(isDeveloperAccount([], { email: 'dev.ann@example.com', roleName: 'admin' })).toBe(false);
  });

  it('keeps a colon inside the pattern', () => {
    const [entry] = parseDeveloperEmailPatterns('admin:^a:b@');
    expect(entry.role).toBe('admin');
    expect(entry.pattern.source).toBe('^a:b@');
  });

  it('refuses malformed entries, unknown roles and bad expressions', () => {
    expect(() => parseDeveloperEmailPatterns('admin')).toThrow("'admin' is not 'role:pattern'");
    expect(() => parseDeveloperEmailPatterns('wizard:^dev')).toThrow("unknown role 'wizard'");
    expect(() => parseDeveloperEmailPatterns('admin:(')).toThrow('not a valid regular expression');
  });
});
