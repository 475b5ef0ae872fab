// The brands and locations the brand query tests read: a master with slaves, a not-same relation stored from the other
// side, brands sharing website hosts through their locations, locations moved from another brand, a duplicate, a
// food-authority record and a map place.
import type { Queryable } from '../../server/db/database';
import { createTask } from '../support/taskFixtures';

export async function insertBrand(db: Queryable, ids: Record<string, number>, name: string, values: Record<string, unknown> = {}): Promise<number> {
  const columns = { name, website: null, rank: null, status: 'NEW', business_status: 'OPERATIONAL', ...values };
  const keys = Object.keys(columns);
  const [{ id }] = await db.query<{ id: number }>(
    `INSERT INTO brands (${keys.join(', ')}) VALUES (${keys.map((_, index) => `$${index + 1}`).join(', ')}) RETURNING id`,
    Object.values(columns),
  );
  ids[name] = id;
  return id;
}

export async function insertLocation(db: Queryable, brandId: number, name: string, values: Record<string, unknown> = {}): Promise<number> {
  const columns = { brand_id: brandId, original_brand_id: brandId, name, ...values };
  const keys = Object.keys(columns);
  const [{ id }] = await db.query<{ id: number }>(
    `INSERT INTO locations (${keys.join(', ')}) VALUES (${keys.map((_, index) => `$${index + 1}`).join(', ')}) RETURNING id`,
    Object.values(columns),
  );
  return id;
}

const FSA = {
  name: 'GOLDEN PIZZA',
  addressLine1: '1 High Street',
  addressLine2: 'Leeds',
  addressLine3: 'West Yorkshire',
  addressLine4: '',
  formattedAddress: '1 High Street, Leeds, West Yorkshire, LS1 1AA',
  postCode: 'LS1 1AA',
  businessType: 'Restaurant/Cafe/Canteen',
  rating: 5,
  ratingDate: '2025-03-01',
  coordinates: { latitude: 53.8, longitude: -1.55 },
};

export interface BrandsFixture {
  /** Brand ids by name. */
  ids: Record<string, number>;
  firstLocationId: number;
  placeId: number;
}

export async function seedBrands(db: Queryable): Promise<BrandsFixture> {
  const ids: Record<string, number> = {};
  const brand = (name: string, values: Record<string, unknown> = {}) => insertBrand(db, ids, name, values);
  const location = (brandId: number, name: string, values: Record<string, unknown> = {}) => insertLocation(db, brandId, name, values);
  let firstLocationId = 0;
  let placeId = 0;
  const golden = await brand('Golden Pizza', { rank: 'MASTER', status: 'INCLUDED', website: 'https://www.goldenpizza.example.com', additional_urls: ['https://goldenpizza.example.com/order'] });
  await brand('Golden Pizza Express', { rank: 'SLAVE', status: 'NEW', master_brand_id: golden, website: 'https://express.example.com' });
  const pizzeria = await brand('Golden Pizzeria', { rank: 'MASTER', status: 'INCLUDED', website: 'https://pizzeria.example.com' });
  await brand('Silver Wok', { status: 'NEW', modified_date: '2020-01-01T00:00:00Z' });
  const maple = await brand('Maple Diner', { rank: 'MASTER', status: 'EXCLUDED', exclusion_reason: 'MISC', business_status: 'CLOSED_TEMPORARILY' });
  await brand('Mango Tree', { rank: 'SLAVE', status: 'NEW', master_brand_id: maple });
  await brand('Golden Gate Grill', { rank: 'SLAVE', status: 'NEW', master_brand_id: golden });
  // NOT_SAME is stored once per pair: this one from the other side.
  await db.query("INSERT INTO brand_relations (brand_id, related_brand_id, relationship) VALUES ($1, $2, 'NOT_SAME')", [ids['Silver Wok'], golden]);

  const [{ id: menuId }] = await db.query<{ id: number }>(
    `INSERT INTO menus (brand_id, url, format, scraping_instructions, scraping_instructions_version) VALUES ($1, 'https://www.goldenpizza.example.com/menu', 'HTML', '{"steps": [1]}', 3) RETURNING id`,
    [golden],
  );
  await db.query('UPDATE brands SET menu_id = $2 WHERE id = $1', [golden, menuId]);
  [{ id: placeId }] = await db.query<{ id: number }>(
    "INSERT INTO google_locations (place_id, name, rating, types, post_code) VALUES ('ChIJgolden', 'Golden Pizza Leeds', 4.5, ARRAY['restaurant'], 'LS1 1AA') RETURNING id",
  );
  // Twelve locations of Golden Pizza: the first with its records, two that came from Golden Pizza Express, one a duplicate.
  for (let index = 0; index < 12; index++) {
    const id = await location(golden, index === 5 ? 'Golden Pizza Harrogate' : `Golden Pizza Leeds ${index + 1}`, {
      position: 11 - index,
      formatted_address: index === 7 ? '9 Station Road, York' : `${index + 1} High Street, Leeds`,
      original_brand_id: index === 3 || index === 4 ? ids['Golden Pizza Express'] : golden,
      website: index === 0 ? 'https://goldenpizza.example.com/leeds' : null,
      ...(index === 0 ? { fsa_id: '12345', fsa_location: JSON.stringify(FSA), google_location_id: placeId, google_match_rank: 'HIGHEST' } : {}),
      ...(index === 2 ? { duplicate_of_id: firstLocationId, status: 'EXCLUDED', exclusion_reason: 'DUPLICATE' } : {}),
    });
    if (index === 0) firstLocationId = id;
  }
  // Golden Pizzeria has a location on Golden Pizza's host; Maple Diner one on Golden Pizza Express's.
  await location(pizzeria, 'Pizzeria Leeds', { website: 'http://GOLDENPIZZA.example.com/pizzeria' });
  await location(maple, 'Maple Diner York', { website: 'https://express.example.com:443/york' });
  await createTask(db, golden, 'BRAND_GATEWAY');
  return { ids, firstLocationId, placeId };
}
