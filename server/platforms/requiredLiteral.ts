// The longest plain text every match of an RE2 pattern must contain, or null when no such text is sure. The menus
// query asks PostgreSQL only for URLs holding it (strpos: byte-exact, so no engine difference can drop a match), and
// RE2 decides on those. Conservative by design: anything the scan does not fully understand gives null, and the query
// then reads every URL.
const SPECIAL = new Set(['.', '^', '$', '*', '+', '?', '(', ')', '[', ']', '{', '}', '|', '\\']);
const MIN_LITERAL_LENGTH = 3;

export function requiredLiteral(pattern: string): string | null {
  // Flags (case folding), alternation and quoting change what text a match holds: give up.
  if (pattern.includes('(?') || pattern.includes('\\Q')) return null;
  let depth = 0;
  let best = '';
  let run = '';
  const close = () => {
    if (run.length > best.length) best = run;
    run = '';
  };
  for (let i = 0; i < pattern.length; i += 1) {
    const char = pattern[i];
    if (char === '\\') {
      const next = pattern[i + 1];
      if (next === undefined) return null;
      i += 1;
      // \d, \w, \b, \pL, \x41, \n…: not one plain character.
      if (/[\p{L}\p{N}]/u.test(next) || depth > 0) {
        if (depth === 0) close();
        continue;
      }
      if (isOptionalAt(pattern, i + 1)) { close(); continue; }
      run += next;
      if (pattern[i + 1] === '+') close();
      continue;
    }
    if (char === '[') {
      close();
      i = classEnd(pattern, i);
      if (i < 0) return null;
      continue;
    }
    if (char === '(') { close(); depth += 1; continue; }
    if (char === ')') { depth -= 1; if (depth < 0) return null; continue; }
    if (char === '|') { if (depth === 0) return null; continue; }
    if (depth > 0) continue;
    if (SPECIAL.has(char)) { close(); continue; }
    // A character a quantifier may repeat zero times is not required, and a run cannot go past it.
    if (isOptionalAt(pattern, i + 1)) { close(); continue; }
    run += char;
    if (pattern[i + 1] === '+') close();
  }
  close();
  return best.length >= MIN_LITERAL_LENGTH ? best : null;
}

/** Whether a quantifier that allows zero (?, *, {0…, {…}) follows at `index`: '{n}' with n > 0 is treated as optional too, to stay simple. */
function isOptionalAt(pattern: string, index: number): boolean {
  const next = pattern[index];
  return next === '?' || next === '*' || next === '{';
}

/** The index of the ']' closing the class opened at `open`, or -1. */
function classEnd(pattern: string, open: number): number {
  let i = open + 1;
  if (pattern[i] === '^') i += 1;
  if (pattern[i] === ']') i += 1;
  for (; i < pattern.length; i += 1) {
    if (pattern[i] === '\\') i += 1;
    else if (pattern[i] === '[' && pattern[i + 1] === ':') {
      const end = pattern.indexOf(':]', i + 2);
      if (end < 0) return -1;
      i = end + 1;
    } else if (pattern[i] === ']') return i;
  }
  return -1;
}
