import { describe, expect, it } from 'vitest';
import { clusterCountText, clusterDiameter, pinAccessibleName, pinGeometry, pinSignature, pinSvg, splitPins, type MapPin } from './mapPins';

const pin = (id: string, kind: MapPin['kind'], selected = false): MapPin => ({ id, kind, latitude: 53.8, longitude: -1.5, label: `Pin ${id}`, selected });

describe('splitPins', () => {
  it('clusters food-authority and place pins, and keeps selected and search pins on their own', () => {
    const { clustered, single } = splitPins([pin('a', 'fsa'), pin('b', 'place'), pin('c', 'fsa', true), pin('d', 'search')]);
    expect(clustered.map((each) => each.id)).toEqual(['a', 'b']);
    expect(single.map((each) => each.id)).toEqual(['c', 'd']);
  });
});

describe('pinAccessibleName', () => {
  it('names the kind first, and says when the pin is selected', () => {
    expect(pinAccessibleName(pin('1', 'fsa'))).toBe('Food authority location: Pin 1');
    expect(pinAccessibleName(pin('2', 'place', true))).toBe('Matched place: Pin 2 (selected)');
    expect(pinAccessibleName(pin('3', 'search'))).toBe('Search result: Pin 3');
  });
});

describe('pinSignature', () => {
  it('changes with what the marker shows', () => {
    const base = pin('1', 'fsa');
    expect(pinSignature(base)).toBe(pinSignature({ ...base }));
    expect(pinSignature(base)).not.toBe(pinSignature({ ...base, selected: true }));
    expect(pinSignature(base)).not.toBe(pinSignature({ ...base, latitude: 53.9 }));
    expect(pinSignature(base)).not.toBe(pinSignature({ ...base, label: 'Other' }));
    expect(pinSignature(base)).not.toBe(pinSignature({ ...base, kind: 'place' }));
  });
});

describe('pinGeometry', () => {
  it('stands pins on their tip and badges on their centre, a selected one larger', () => {
    expect(pinGeometry('fsa')).toEqual({ size: [22, 22], anchor: [11, 11] });
    expect(pinGeometry('place')).toEqual({ size: [24, 32], anchor: [12, 32] });
    expect(pinGeometry('search')).toEqual({ size: [30, 40], anchor: [15, 40] });
    const selected = pinGeometry('place', true);
    expect(selected.size[0]).toBeGreaterThan(24);
    expect(selected.anchor[1]).toBe(selected.size[1]);
  });
});

describe('pinSvg', () => {
  it('draws each kind with its own shape, hidden from assistive technology (the marker has the name)', () => {
    const badge = pinSvg('fsa');
    const place = pinSvg('place');
    const search = pinSvg('search');
    expect(badge).toContain('<circle cx="11" cy="11"');
    expect(place).toContain('<path');
    expect(search).not.toBe(place);
    for (const svg of [badge, place, search]) expect(svg).toContain('aria-hidden="true"');
    expect(pinSvg('place', true)).toContain('stroke="black"');
  });
});

describe('clusters', () => {
  it('grow with their count and shorten thousands', () => {
    expect(clusterDiameter(5)).toBeLessThan(clusterDiameter(50));
    expect(clusterDiameter(50)).toBeLessThan(clusterDiameter(500));
    expect(clusterDiameter(500)).toBeLessThan(clusterDiameter(5000));
    expect(clusterCountText(999)).toBe('999');
    expect(clusterCountText(1000)).toBe('1k');
    expect(clusterCountText(1250)).toBe('1.2k');
  });
});
