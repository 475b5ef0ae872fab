// Whether RE2 accepts a pattern people wrote, and why not. RE2JS is RE2's own algorithms in pure JavaScript, so the
// SPA's forms and the API run this one check and agree on what is valid (a JS RegExp in the browser would accept
// backreferences and lookarounds RE2 refuses, and refuse what RE2 accepts).
import { RE2JS } from 're2js';

/** Why RE2 refuses a pattern, or null when it compiles. */
export function re2CompileError(pattern: string): string | null {
  try {
    RE2JS.compile(pattern);
    return null;
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    // "error parsing regexp: missing closing ): `(a`" -> "missing closing ): (a"
    return message.replace(/^error parsing regexp: /, '').replace(/`([^`]*)`$/, '$1');
  }
}
