import { describe, expect, it } from 'vitest';
import { sortLocations, type SortableLocation } from './locationOrder';

const row = (id: number, status: string, googleMatchRank: string, menuStatus: string | null = null): SortableLocation => ({ databaseId: id, position: id, status, googleMatchRank, menuStatus });

describe('sortLocations', () => {
  it('modified first, then status, then Google match rank, then menu status, then position', () => {
    const rows = [row(1, 'EXCLUDED', 'HIGH'), row(2, 'NEW', 'LOW'), row(3, 'NEW', 'HIGHEST'), row(4, 'INCLUDED', 'NO'), row(5, 'NEW', 'LOW', 'OWN_MENU'), row(6, 'EXCLUDED', 'NO')];
    expect(sortLocations(rows, new Set([6])).map((r) => r.databaseId)).toEqual([6, 3, 5, 2, 4, 1]);
  });
  it('does not change the given array', () => {
    const rows = [row(2, 'NEW', 'NO'), row(1, 'NEW', 'NO')];
    sortLocations(rows, new Set());
    expect(rows.map((r) => r.databaseId)).toEqual([2, 1]);
  });
});
