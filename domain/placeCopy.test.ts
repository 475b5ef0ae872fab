import { describe, expect, it } from 'vitest';
import { placeCopyAfter, type PlaceCopy } from './placeCopy';

const place: PlaceCopy = { phone: '0113 496 0001', formattedAddress: '1 Briggate, Leeds', latitude: 53.7977, longitude: -1.5416 };
const own: PlaceCopy = { phone: '0113 222 2222', formattedAddress: '1 Briggate, Leeds LS1 6HD', latitude: 53.79, longitude: -1.54 };
const empty: PlaceCopy = { phone: null, formattedAddress: null, latitude: null, longitude: null };

describe('placeCopyAfter', () => {
  it("attaching takes the place's values over the location's own", () => {
    expect(placeCopyAfter(own, null, place)).toEqual(place);
  });

  it('attaching a place without a phone keeps the location’s own phone', () => {
    expect(placeCopyAfter(own, null, { ...place, phone: null })).toEqual({ ...place, phone: own.phone });
  });

  it("detaching clears the place's copy and keeps values that are the location's own", () => {
    expect(placeCopyAfter(place, place, null)).toEqual(empty);
    expect(placeCopyAfter({ ...place, phone: own.phone, formattedAddress: own.formattedAddress }, place, null)).toEqual({ ...empty, phone: own.phone, formattedAddress: own.formattedAddress });
  });

  it("moving to another place drops the old place's copy the new one lacks", () => {
    const next: PlaceCopy = { phone: null, formattedAddress: '3 The Headrow, Leeds', latitude: 53.8, longitude: -1.545 };
    expect(placeCopyAfter(place, place, next)).toEqual(next);
  });

  it('changes nothing without a place on either side', () => {
    expect(placeCopyAfter(own, null, null)).toEqual(own);
  });
});
