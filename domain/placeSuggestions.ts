// Suggested places for a location of the brand definition task (issue 10): how well a candidate place fits a location,
// from the likeness of their names and the distance between them. Pure: the server ranks the candidates it read with
// it, and the SPA shows the same score.
import { PLACE_SEARCH_LIMITS } from './places';

export interface LatLng {
  latitude: number;
  longitude: number;
}

/** Words that say what kind of business or company a name belongs to, not which one: 'The Golden Dragon Ltd' is 'golden dragon'. */
export const NAME_STOP_WORDS: ReadonlySet<string> = new Set([
  'the', 'a', 'an', 'and', 'of', 'at',
  'ltd', 'limited', 'plc', 'llp', 'co', 'uk',
  'restaurant', 'restaurants', 'takeaway',
]);

/** How much the name and the nearness count in a score; they add up to 1. */
export const SUGGESTION_WEIGHTS = { name: 0.7, proximity: 0.3 } as const;

const EARTH_RADIUS_METERS = 6_371_008.8;
const toRadians = (degrees: number) => (degrees * Math.PI) / 180;

/** Great-circle distance in metres (haversine, mean Earth radius). */
export function haversineMeters(a: LatLng, b: LatLng): number {
  const dLat = toRadians(b.latitude - a.latitude);
  const dLng = toRadians(b.longitude - a.longitude);
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(toRadians(a.latitude)) * Math.cos(toRadians(b.latitude)) * Math.sin(dLng / 2) ** 2;
  return 2 * EARTH_RADIUS_METERS * Math.asin(Math.min(1, Math.sqrt(h)));
}

/**
 * The words of a name as they are compared: lower case, accents dropped, '&' read as 'and', apostrophes closed up
 * ("Nando's" is 'nandos'), any other punctuation a space, and the stop words left out, unless nothing else is left
 * ('The Restaurant' keeps its words).
 */
export function nameWords(name: string): string[] {
  const words = name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(/['’`]/g, '')
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean);
  const meaningful = words.filter((word) => !NAME_STOP_WORDS.has(word));
  return meaningful.length > 0 ? meaningful : words;
}

/** The trigrams of the words, as pg_trgm makes them: each word padded with two spaces before and one after. */
export function nameTrigrams(name: string): Set<string> {
  const trigrams = new Set<string>();
  for (const word of nameWords(name)) {
    const padded = `  ${word} `;
    for (let i = 0; i + 3 <= padded.length; i++) trigrams.add(padded.slice(i, i + 3));
  }
  return trigrams;
}

/**
 * How alike two names are, from 0 (no trigram in common) to 1 (the same words). The mean of the Dice coefficient of
 * their trigram sets (both names alike) and of their containment (the shorter one inside the longer): a location
 * named after its brand and its town ('Pizza Palace Leeds') is close to a place named after the brand ('Pizza Palace').
 */
export function nameSimilarity(first: string, second: string): number {
  const a = nameTrigrams(first);
  const b = nameTrigrams(second);
  if (a.size === 0 || b.size === 0) return 0;
  let common = 0;
  for (const trigram of a) if (b.has(trigram)) common++;
  const dice = (2 * common) / (a.size + b.size);
  const containment = common / Math.min(a.size, b.size);
  return (dice + containment) / 2;
}

export interface SuggestionLocation extends LatLng {
  /** The names the location is known by (its own, the food authority's): the best match of any counts. */
  names: readonly string[];
}

export interface SuggestionCandidate extends LatLng {
  placeId: string;
  name: string;
}

export interface SuggestionFit {
  /** 0 to 1, higher is better: SUGGESTION_WEIGHTS.name × nameSimilarity + SUGGESTION_WEIGHTS.proximity × (1 − distance / radius). */
  score: number;
  nameSimilarity: number;
  distanceMeters: number;
}

/** How well one place fits the location; nearness counts down to nothing at the radius. */
export function placeFit(location: SuggestionLocation, place: SuggestionCandidate, radiusMeters: number = PLACE_SEARCH_LIMITS.suggestionRadiusMeters): SuggestionFit {
  const similarity = Math.max(0, ...location.names.map((name) => nameSimilarity(name, place.name)));
  const distanceMeters = haversineMeters(location, place);
  const proximity = radiusMeters > 0 ? Math.min(1, Math.max(0, 1 - distanceMeters / radiusMeters)) : 0;
  const score = SUGGESTION_WEIGHTS.name * similarity + SUGGESTION_WEIGHTS.proximity * proximity;
  return { score: Math.min(1, Math.max(0, score)), nameSimilarity: similarity, distanceMeters };
}

export interface RankedSuggestion<Candidate extends SuggestionCandidate> extends SuggestionFit {
  place: Candidate;
}

/**
 * The best candidates for the location, best first: by score, then the nearer, then by place id (so equal candidates
 * keep one order). Candidates farther than the radius are left out, and at most limit are returned.
 */
export function rankPlaceSuggestions<Candidate extends SuggestionCandidate>(
  location: SuggestionLocation,
  candidates: readonly Candidate[],
  limit: number = PLACE_SEARCH_LIMITS.defaultSuggestions,
  radiusMeters: number = PLACE_SEARCH_LIMITS.suggestionRadiusMeters,
): RankedSuggestion<Candidate>[] {
  return candidates
    .map((place) => ({ place, ...placeFit(location, place, radiusMeters) }))
    .filter((ranked) => ranked.distanceMeters <= radiusMeters)
    .sort((a, b) => b.score - a.score || a.distanceMeters - b.distanceMeters || (a.place.placeId < b.place.placeId ? -1 : a.place.placeId > b.place.placeId ? 1 : 0))
    .slice(0, Math.max(0, Math.floor(limit)));
}
