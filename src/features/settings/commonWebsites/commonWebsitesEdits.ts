// The rows of the common websites page as the person edits them, and what Save sends: new rows (newBulkData), stored
// rows whose domain changed (updatedBulkData) and stored rows deleted (removedIds), as spec 3, section 7 names them.
import { normalizeDomain } from '../../../../domain/commonWebsiteDomainSchemas';

export interface StoredDomain {
  id: string;
  websiteDomain: string;
}

export interface DomainRow {
  /** React key: the stored id, or 'new-N' for a row added here. */
  key: string;
  /** The stored row's id; null for a new row. */
  id: string | null;
  websiteDomain: string;
}

export interface DomainEdits {
  rows: DomainRow[];
  removedIds: string[];
  nextNewNumber: number;
}

export const editsOf = (stored: readonly StoredDomain[]): DomainEdits => ({
  rows: stored.map((row) => ({ key: row.id, id: row.id, websiteDomain: row.websiteDomain })),
  removedIds: [],
  nextNewNumber: 1,
});

/** A new row starts empty (spec 3, section 5), after the others. */
export const withNewRow = (edits: DomainEdits): DomainEdits => ({
  ...edits,
  rows: [...edits.rows, { key: `new-${edits.nextNewNumber}`, id: null, websiteDomain: '' }],
  nextNewNumber: edits.nextNewNumber + 1,
});

export const withDomain = (edits: DomainEdits, key: string, websiteDomain: string): DomainEdits => ({
  ...edits,
  rows: edits.rows.map((row) => (row.key === key ? { ...row, websiteDomain } : row)),
});

/** A deleted stored row is removed on Save; a deleted new row is simply gone. */
export function withoutRow(edits: DomainEdits, key: string): DomainEdits {
  const row = edits.rows.find((candidate) => candidate.key === key);
  if (!row) return edits;
  return { ...edits, rows: edits.rows.filter((candidate) => candidate.key !== key), removedIds: row.id ? [...edits.removedIds, row.id] : edits.removedIds };
}

export interface DomainsSave {
  newBulkData: { websiteDomain: string }[];
  updatedBulkData: { id: string; websiteDomain: string }[];
  removedIds: string[];
}

/** What Save sends; a stored row counts as changed only when its domain differs once trimmed and in lower case. */
export function saveOf(stored: readonly StoredDomain[], edits: DomainEdits): DomainsSave {
  const before = new Map(stored.map((row) => [row.id, normalizeDomain(row.websiteDomain)]));
  return {
    newBulkData: edits.rows.filter((row) => row.id === null).map((row) => ({ websiteDomain: normalizeDomain(row.websiteDomain) })),
    updatedBulkData: edits.rows
      .filter((row): row is DomainRow & { id: string } => row.id !== null && before.get(row.id) !== normalizeDomain(row.websiteDomain))
      .map((row) => ({ id: row.id, websiteDomain: normalizeDomain(row.websiteDomain) })),
    removedIds: edits.removedIds,
  };
}

export const isChanged = (save: DomainsSave) => save.newBulkData.length + save.updatedBulkData.length + save.removedIds.length > 0;
