// Pins for the map bench: `count` pins around British towns, as a large brand's locations and their matched places
// would lie (dense in cities, sparse between), the same on every run (a fixed pseudo-random sequence).
import type { MapPin } from '../../src/components/map/mapPins';

const TOWNS: [string, number, number][] = [
  ['London', 51.5072, -0.1276],
  ['Birmingham', 52.4862, -1.8904],
  ['Manchester', 53.4808, -2.2426],
  ['Leeds', 53.8008, -1.5491],
  ['Glasgow', 55.8642, -4.2518],
  ['Edinburgh', 55.9533, -3.1883],
  ['Liverpool', 53.4084, -2.9916],
  ['Bristol', 51.4545, -2.5879],
  ['Sheffield', 53.3811, -1.4701],
  ['Newcastle', 54.9783, -1.6178],
  ['Cardiff', 51.4816, -3.1791],
  ['Belfast', 54.5973, -5.9301],
  ['Nottingham', 52.9548, -1.1581],
  ['Southampton', 50.9097, -1.4044],
  ['Norwich', 52.6309, 1.2974],
  ['York', 53.96, -1.0873],
  ['Aberdeen', 57.1497, -2.0943],
  ['Plymouth', 50.3755, -4.1427],
];

/** A small linear congruential generator: the same pins every run. */
function sequence(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state * 1664525 + 1013904223) % 4294967296;
    return state / 4294967296;
  };
}

export function benchPins(count: number): MapPin[] {
  const random = sequence(42);
  const pins: MapPin[] = [];
  for (let index = 0; index < count; index += 1) {
    const [town, latitude, longitude] = TOWNS[index % TOWNS.length];
    // Most within a few km of the centre, some farther out.
    const spread = random() < 0.8 ? 0.04 : 0.25;
    const angle = random() * 2 * Math.PI;
    const distance = Math.sqrt(random()) * spread;
    pins.push({
      id: `pin-${index}`,
      // Alternate kinds in each town (the towns take turns, so index parity alone would give each town one kind).
      kind: Math.floor(index / TOWNS.length) % 2 === 0 ? 'fsa' : 'place',
      latitude: latitude + distance * Math.sin(angle),
      longitude: longitude + (distance * Math.cos(angle)) / Math.cos((latitude * Math.PI) / 180),
      label: `${town} location ${index + 1}`,
      selected: index === 3,
    });
  }
  return pins;
}
