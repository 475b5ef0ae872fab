// A line diff of two texts for the side-by-side comparison of instruction versions: the longest common subsequence of
// lines (after trimming the common head and tail), then rows that pair a run of removed lines with the run of added
// lines that replaced it. Instructions are a few hundred lines, so the quadratic table stays small; past the cap the
// differing middle is shown as removed then added, which is still correct, only less precise.

export type DiffKind = 'same' | 'removed' | 'added' | 'changed';

export interface DiffCell {
  /** 1-based line number in its text. */
  number: number;
  text: string;
}

export interface DiffRow {
  kind: DiffKind;
  left: DiffCell | null;
  right: DiffCell | null;
}

type Op = { kind: 'same' | 'removed' | 'added'; left?: number; right?: number };

const MAX_TABLE_CELLS = 4_000_000;

const splitLines = (text: string): string[] => (text === '' ? [] : text.replace(/\r\n?/g, '\n').replace(/\n$/, '').split('\n'));

function middleOps(a: readonly string[], b: readonly string[], offsetA: number, offsetB: number): Op[] {
  const n = a.length;
  const m = b.length;
  if (n === 0 || m === 0 || n * m > MAX_TABLE_CELLS) {
    return [...a.map((_line, i): Op => ({ kind: 'removed', left: offsetA + i })), ...b.map((_line, j): Op => ({ kind: 'added', right: offsetB + j }))];
  }
  // lcs[i * (m + 1) + j]: the longest common subsequence of a[i..] and b[j..].
  const width = m + 1;
  const lcs = new Uint32Array((n + 1) * width);
  for (let i = n - 1; i >= 0; i -= 1) {
    for (let j = m - 1; j >= 0; j -= 1) {
      lcs[i * width + j] = a[i] === b[j] ? lcs[(i + 1) * width + j + 1] + 1 : Math.max(lcs[(i + 1) * width + j], lcs[i * width + j + 1]);
    }
  }
  const ops: Op[] = [];
  let i = 0;
  let j = 0;
  while (i < n && j < m) {
    if (a[i] === b[j]) {
      ops.push({ kind: 'same', left: offsetA + i, right: offsetB + j });
      i += 1;
      j += 1;
    } else if (lcs[(i + 1) * width + j] >= lcs[i * width + j + 1]) {
      ops.push({ kind: 'removed', left: offsetA + i });
      i += 1;
    } else {
      ops.push({ kind: 'added', right: offsetB + j });
      j += 1;
    }
  }
  for (; i < n; i += 1) ops.push({ kind: 'removed', left: offsetA + i });
  for (; j < m; j += 1) ops.push({ kind: 'added', right: offsetB + j });
  return ops;
}

/** The rows of a side-by-side diff of `before` (left) and `after` (right). */
export function lineDiff(before: string, after: string): DiffRow[] {
  const a = splitLines(before);
  const b = splitLines(after);
  let head = 0;
  while (head < a.length && head < b.length && a[head] === b[head]) head += 1;
  let tail = 0;
  while (tail < a.length - head && tail < b.length - head && a[a.length - 1 - tail] === b[b.length - 1 - tail]) tail += 1;

  const ops: Op[] = [];
  for (let k = 0; k < head; k += 1) ops.push({ kind: 'same', left: k, right: k });
  ops.push(...middleOps(a.slice(head, a.length - tail), b.slice(head, b.length - tail), head, head));
  for (let k = tail; k > 0; k -= 1) ops.push({ kind: 'same', left: a.length - k, right: b.length - k });

  const cell = (lines: readonly string[], index: number | undefined): DiffCell | null => (index === undefined ? null : { number: index + 1, text: lines[index] });
  const rows: DiffRow[] = [];
  let at = 0;
  while (at < ops.length) {
    const op = ops[at];
    if (op.kind === 'same') {
      rows.push({ kind: 'same', left: cell(a, op.left), right: cell(b, op.right) });
      at += 1;
      continue;
    }
    // A run of removed and added lines: paired side by side as changed lines, the longer side's rest on its own.
    const removed: number[] = [];
    const added: number[] = [];
    while (at < ops.length && ops[at].kind !== 'same') {
      const change = ops[at];
      if (change.kind === 'removed' && change.left !== undefined) removed.push(change.left);
      if (change.kind === 'added' && change.right !== undefined) added.push(change.right);
      at += 1;
    }
    for (let k = 0; k < Math.max(removed.length, added.length); k += 1) {
      const left = k < removed.length ? cell(a, removed[k]) : null;
      const right = k < added.length ? cell(b, added[k]) : null;
      rows.push({ kind: left && right ? 'changed' : left ? 'removed' : 'added', left, right });
    }
  }
  return rows;
}

/** How many lines were removed and added (a changed row counts as one of each). */
export function diffSummary(rows: readonly DiffRow[]): { removed: number; added: number } {
  let removed = 0;
  let added = 0;
  for (const row of rows) {
    if (row.kind === 'same') continue;
    if (row.left) removed += 1;
    if (row.right) added += 1;
  }
  return { removed, added };
}
