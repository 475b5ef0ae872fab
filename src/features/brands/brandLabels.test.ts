import { describe, expect, it } from 'vitest';
import { brandPath, brandStatusColor, businessStatusColor, enumLabel, locationPath } from './brandLabels';

describe('brand labels', () => {
  it('reads enum values as words, keeping acronyms in capitals', () => {
    expect(enumLabel('CLOSED_PERMANENTLY')).toBe('Closed permanently');
    expect(enumLabel('NEW')).toBe('New');
    expect(enumLabel('HTML')).toBe('HTML');
    expect(enumLabel('HTML_NOT_SCRAPEABLE')).toBe('HTML not scrapeable');
    expect(enumLabel('PDF')).toBe('PDF');
  });

  it('colours statuses by how good they are', () => {
    expect([brandStatusColor('INCLUDED'), brandStatusColor('EXCLUDED'), brandStatusColor('NEW')]).toEqual(['success', 'danger', 'informative']);
    expect(['OPERATIONAL', 'CLOSED_TEMPORARILY', 'CLOSED_PERMANENTLY', 'FUTURE_OPENING'].map(businessStatusColor)).toEqual(['success', 'warning', 'danger', 'informative']);
  });

  it('builds the brand and location paths', () => {
    expect(brandPath(12)).toBe('/brands/12');
    expect(locationPath(7)).toBe('/brands/locations/7');
  });
});
