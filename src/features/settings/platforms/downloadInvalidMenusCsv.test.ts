import { describe, expect, it } from 'vitest';
import { fileNameOf } from './downloadInvalidMenusCsv';

describe('fileNameOf', () => {
  it("reads the UTF-8 name first, then the plain one, else the fallback", () => {
    expect(fileNameOf(`attachment; filename="Menus_Caf_.csv"; filename*=UTF-8''Menus_Caf%C3%A9.csv`, 'x.csv')).toBe('Menus_Café.csv');
    expect(fileNameOf('attachment; filename="Menus_Tablehost.csv"', 'x.csv')).toBe('Menus_Tablehost.csv');
    expect(fileNameOf(null, 'x.csv')).toBe('x.csv');
  });
});
