import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { PLACE_SEARCH_LIMITS } from './places';
import {
  haversineMeters,
  nameSimilarity,
  nameTrigrams,
  nameWords,
  NAME_STOP_WORDS,
  placeFit,
  rankPlaceSuggestions,
  SUGGESTION_WEIGHTS,
  type SuggestionCandidate,
} from './placeSuggestions';

const LEEDS = { latitude: 53.7997, longitude: -1.5492 };
const YORK = { latitude: 53.959, longitude: -1.0815 };
/** About this many metres north of a point (a degree of latitude is about 111.2 km). */
const north = (point: { latitude: number; longitude: number }, meters: number) => ({ ...point, latitude: point.latitude + meters / 111_195 });

const latitude = fc.double({ min: -80, max: 80, noNaN: true });
const longitude = fc.double({ min: -179, max: 179, noNaN: true });
const point = fc.record({ latitude, longitude });
const word = fc.stringMatching(/^[a-z]{1,9}$/);
const name = fc.array(word, { minLength: 1, maxLength: 4 }).map((words) => words.join(' '));

describe('haversineMeters', () => {
  it('measures known distances', () => {
    // Leeds to York city centres: 35.4 km as the crow flies; London to Paris: 343.5 km.
    expect(haversineMeters(LEEDS, YORK) / 1000).toBeCloseTo(35.4, 1);
    expect(haversineMeters({ latitude: 51.5074, longitude: -0.1278 }, { latitude: 48.8566, longitude: 2.3522 }) / 1000).toBeCloseTo(343.5, 0);
    expect(haversineMeters(LEEDS, north(LEEDS, 500))).toBeCloseTo(500, 0);
    // A quarter of the way round the Earth along the equator.
    expect(haversineMeters({ latitude: 0, longitude: 0 }, { latitude: 0, longitude: 90 }) / 1000).toBeCloseTo(10_007.5, 0);
  });

  it('is zero from a point to itself, symmetric and never negative', () => {
    fc.assert(
      fc.property(point, point, (a, b) => {
        expect(haversineMeters(a, a)).toBe(0);
        expect(haversineMeters(a, b)).toBeCloseTo(haversineMeters(b, a), 6);
        expect(haversineMeters(a, b)).toBeGreaterThanOrEqual(0);
      }),
    );
  });

  it('keeps the triangle inequality', () => {
    fc.assert(fc.property(point, point, point, (a, b, c) => haversineMeters(a, c) <= haversineMeters(a, b) + haversineMeters(b, c) + 1e-6));
  });
});

describe('nameWords', () => {
  it('ignores case, accents, punctuation and common words', () => {
    expect(nameWords("The Golden Dragon Restaurant Ltd.")).toEqual(['golden', 'dragon']);
    expect(nameWords("NANDO'S - Leeds")).toEqual(['nandos', 'leeds']);
    expect(nameWords('Café Rouge')).toEqual(['cafe', 'rouge']);
    expect(nameWords('Fish & Chips Co')).toEqual(['fish', 'chips']);
  });

  it('keeps the common words when nothing else is left', () => {
    expect(nameWords('The Restaurant')).toEqual(['the', 'restaurant']);
    expect(nameWords('  ...  ')).toEqual([]);
  });
});

describe('nameTrigrams', () => {
  it('pads each word as pg_trgm does', () => {
    expect([...nameTrigrams('Wok')].sort()).toEqual(['  w', ' wo', 'ok ', 'wok'].sort());
  });
});

describe('nameSimilarity', () => {
  it('is 1 for the same words, whatever the case, punctuation and common words', () => {
    expect(nameSimilarity('The Golden Dragon', 'golden dragon ltd')).toBe(1);
    expect(nameSimilarity("Nando's", 'NANDOS')).toBe(1);
    expect(nameSimilarity('Pizza Palace', 'Pizza  Palace!')).toBe(1);
  });

  it('is 0 when no trigram is shared, or a name has no words', () => {
    expect(nameSimilarity('Pizza Palace', 'Bombay Curry')).toBe(0);
    expect(nameSimilarity('', 'Pizza Palace')).toBe(0);
    expect(nameSimilarity('Pizza Palace', '---')).toBe(0);
  });

  it('ranks a near miss below the exact name and above an unrelated one', () => {
    const exact = nameSimilarity('Pizza Palace', 'Pizza Palace');
    const typo = nameSimilarity('Pizza Palace', 'Piza Palace');
    const other = nameSimilarity('Pizza Palace', 'Curry Palace');
    const unrelated = nameSimilarity('Pizza Palace', 'Golden Dragon');
    expect(exact).toBeGreaterThan(typo);
    expect(typo).toBeGreaterThan(other);
    expect(other).toBeGreaterThan(unrelated);
  });

  it("scores a location named after its brand and town close to the brand's place", () => {
    expect(nameSimilarity('Pizza Palace Leeds', 'Pizza Palace')).toBeGreaterThan(0.8);
    expect(nameSimilarity('Pizza Palace Leeds', 'Pizza Palace')).toBeLessThan(1);
  });

  it('is symmetric and between 0 and 1', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 30 }), fc.string({ maxLength: 30 }), (a, b) => {
        const similarity = nameSimilarity(a, b);
        expect(similarity).toBeGreaterThanOrEqual(0);
        expect(similarity).toBeLessThanOrEqual(1);
        expect(similarity).toBeCloseTo(nameSimilarity(b, a), 12);
      }),
    );
  });

  it('is 1 for a name against itself, and against its upper-cased, punctuated copy', () => {
    // A name made only of common words ('a', 'the co') is compared whole, so the added 'The' and 'Ltd' count there.
    const withMeaning = name.filter((text) => text.split(' ').some((part) => !NAME_STOP_WORDS.has(part)));
    fc.assert(
      fc.property(withMeaning, (text) => {
        expect(nameSimilarity(text, text)).toBe(1);
        expect(nameSimilarity(text, `The ${text.toUpperCase().replace(/ /g, ', ')} Ltd.`)).toBe(1);
      }),
    );
  });

  it('is at least a half when one name holds all the words of the other', () => {
    const meaningfulName = fc.array(word.filter((text) => !NAME_STOP_WORDS.has(text)), { minLength: 1, maxLength: 4 }).map((words) => words.join(' '));
    fc.assert(
      fc.property(meaningfulName, meaningfulName, (text, other) => {
        expect(nameSimilarity(text, `${other} ${text}`)).toBeGreaterThanOrEqual(0.5);
      }),
    );
  });
});

describe('placeFit', () => {
  const location = { names: ['Pizza Palace Leeds'], ...LEEDS };
  const place = (placeName: string, meters: number): SuggestionCandidate => ({ placeId: `${placeName}-${meters}`, name: placeName, ...north(LEEDS, meters) });

  it('weighs the name with the distance', () => {
    const fit = placeFit(location, place('Pizza Palace', 200));
    expect(fit.distanceMeters).toBeCloseTo(200, 0);
    expect(fit.nameSimilarity).toBeCloseTo(nameSimilarity('Pizza Palace Leeds', 'Pizza Palace'), 12);
    expect(fit.score).toBeCloseTo(SUGGESTION_WEIGHTS.name * fit.nameSimilarity + SUGGESTION_WEIGHTS.proximity * (1 - fit.distanceMeters / 1000), 12);
  });

  it('scores the same name on the spot 1, and nothing near nothing', () => {
    expect(placeFit({ names: ['Golden Dragon'], ...LEEDS }, { placeId: 'a', name: 'The Golden Dragon', ...LEEDS }).score).toBe(1);
    expect(placeFit(location, place('Bombay Curry', 1500)).score).toBe(0);
  });

  it('takes the best of the location names', () => {
    const both = { names: ['Location 17', 'GOLDEN DRAGON'], ...LEEDS };
    expect(placeFit(both, place('Golden Dragon', 0)).nameSimilarity).toBe(1);
  });

  it('keeps the score between 0 and 1, lower the farther, higher the closer the name', () => {
    fc.assert(
      fc.property(name, name, fc.integer({ min: 0, max: 3000 }), fc.integer({ min: 0, max: 3000 }), (locationName, placeName, near, far) => {
        const here = { names: [locationName], ...LEEDS };
        const [a, b] = near <= far ? [near, far] : [far, near];
        const nearer = placeFit(here, { placeId: 'p', name: placeName, ...north(LEEDS, a) });
        const farther = placeFit(here, { placeId: 'p', name: placeName, ...north(LEEDS, b) });
        for (const fit of [nearer, farther]) {
          expect(fit.score).toBeGreaterThanOrEqual(0);
          expect(fit.score).toBeLessThanOrEqual(1);
        }
        expect(nearer.score).toBeGreaterThanOrEqual(farther.score);
        const exact = placeFit(here, { placeId: 'p', name: locationName, ...north(LEEDS, a) });
        expect(exact.score).toBeGreaterThanOrEqual(nearer.score);
      }),
    );
  });
});

describe('rankPlaceSuggestions', () => {
  const location = { names: ['Pizza Palace Leeds'], ...LEEDS };
  const candidates: SuggestionCandidate[] = [
    { placeId: 'other-next-door', name: 'Bombay Curry House', ...north(LEEDS, 20) },
    { placeId: 'exact-far', name: 'Pizza Palace', ...north(LEEDS, 600) },
    { placeId: 'exact-near', name: 'Pizza Palace', ...north(LEEDS, 30) },
    { placeId: 'near-miss', name: 'Piza Palace Leeds', ...north(LEEDS, 250) },
    { placeId: 'beyond', name: 'Pizza Palace', ...north(LEEDS, 1400) },
  ];

  it('puts the same name nearby first, then near misses, then other places, and leaves out places beyond the radius', () => {
    const ranked = rankPlaceSuggestions(location, candidates, 5);
    expect(ranked.map((suggestion) => suggestion.place.placeId)).toEqual(['exact-near', 'near-miss', 'exact-far', 'other-next-door']);
    expect(ranked.every((suggestion) => suggestion.distanceMeters <= PLACE_SEARCH_LIMITS.suggestionRadiusMeters)).toBe(true);
  });

  it('returns at most limit, three by default', () => {
    expect(rankPlaceSuggestions(location, candidates)).toHaveLength(3);
    expect(rankPlaceSuggestions(location, candidates, 1)).toHaveLength(1);
    expect(rankPlaceSuggestions(location, candidates, 0)).toEqual([]);
    expect(rankPlaceSuggestions(location, [])).toEqual([]);
  });

  it('orders any candidates by score, then distance, then place id, and keeps only those within the radius', () => {
    const candidate = fc.record({
      placeId: fc.stringMatching(/^[a-z0-9]{1,6}$/),
      name,
      latitude: fc.double({ min: LEEDS.latitude - 0.02, max: LEEDS.latitude + 0.02, noNaN: true }),
      longitude: fc.double({ min: LEEDS.longitude - 0.03, max: LEEDS.longitude + 0.03, noNaN: true }),
    });
    fc.assert(
      fc.property(name, fc.array(candidate, { maxLength: 25 }), fc.integer({ min: 0, max: 8 }), (locationName, places, limit) => {
        const here = { names: [locationName], ...LEEDS };
        const ranked = rankPlaceSuggestions(here, places, limit);
        const within = places.filter((place) => haversineMeters(LEEDS, place) <= 1000);
        expect(ranked).toHaveLength(Math.min(limit, within.length));
        for (let i = 1; i < ranked.length; i++) {
          const [before, after] = [ranked[i - 1], ranked[i]];
          expect(before.score > after.score || (before.score === after.score && before.distanceMeters <= after.distanceMeters)).toBe(true);
        }
        // Every candidate left out scores no better than the last one kept.
        const last = ranked.at(-1);
        if (last && ranked.length === limit) {
          for (const place of within) if (!ranked.some((kept) => kept.place === place)) expect(placeFit(here, place).score).toBeLessThanOrEqual(last.score);
        }
      }),
    );
  });
});
