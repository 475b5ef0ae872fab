// MenuHost, a made-up menu host (issue 26, "Demo data: a platform worth clustering"): 32 restaurants whose menu pages
// one product generates, so their menus form clusters that one template scrapes. Everything here is data computed from
// the restaurant's position in the list (no random source, no clock): the pages (menuHostPages.ts), the demo rows
// (server/demo/demoMenuHost.ts) and the tests read the same restaurants, sections, dishes, prices and opening hours.
//
// Two layout variants, each on its own URL shape so each has its own URL signature (domain/urlSignature.ts):
//   A "Cards"  /demo-sites/menuhost/r/{slug}/menu   sections as containers, dishes as list items
//   B "Carte"  /demo-sites/menuhost/r/{slug}/food   one flat list: heading rows and dish rows as siblings
// Three variant A pages differ from the others enough to be COMPLEX (a table of specials, sections grouped under Food
// and Drinks, a section of cards), and one variant A restaurant is down (503, as the Lighthouse Diner).

export type MenuHostVariant = 'A' | 'B';
/** How a COMPLEX page differs from its variant's layout (menuHostPages.ts renders each). */
export type MenuHostComplexity = 'specials-table' | 'grouped-sections' | 'card-section';

export interface MenuHostDish {
  name: string;
  description: string | null;
  /** As shown: '£8.50'. */
  price: string;
  /** Diet marks as shown, in order: 'V', 'VG', 'GF'. */
  diets: string[];
  allergens: string[];
}

export interface MenuHostSection {
  title: string;
  note: string | null;
  dishes: MenuHostDish[];
  /** On a 'grouped-sections' page: the group (Food, Drinks) the section is shown under. */
  group?: string;
}

export interface OpeningInterval {
  openTime: string;
  closeTime: string;
}
/** As locations.working_hours stores them (server/locations/workingHours.ts): dayOfWeek 0 is Sunday. */
export interface OpeningDay {
  dayOfWeek: number;
  intervals: OpeningInterval[];
}

export interface MenuHostRestaurant {
  /** 0-based position in the family: ids and everything derived follow it. */
  index: number;
  name: string;
  slug: string;
  cuisine: Cuisine;
  town: string;
  street: string;
  postCode: string;
  latitude: number;
  longitude: number;
  phone: string;
  variant: MenuHostVariant;
  complexity: MenuHostComplexity | null;
  /** The site answers 503 for maintenance. */
  isDown: boolean;
  /** Its own label for the opening hours pattern (docs, and the page's footer). */
  hoursPattern: string;
  openingHours: OpeningDay[];
  sections: MenuHostSection[];
}

export const MENU_HOST_PREFIX = '/demo-sites/menuhost/';
export const MENU_HOST_STYLESHEET = '/demo-sites/menuhost/assets/menuhost.css';
/** The page a variant's menu lives at, relative to the restaurant's folder (and the template's page URL). */
export const MENU_HOST_PAGE: Record<MenuHostVariant, string> = { A: 'menu', B: 'food' };

type Cuisine = 'pizza' | 'indian' | 'cafe' | 'thai' | 'grill' | 'fish';

/** [name, cuisine, variant, complexity, down] in family order. */
const ROSTER: readonly (readonly [string, Cuisine, MenuHostVariant, MenuHostComplexity | null, boolean])[] = [
  ['Brickoven Pizza Co', 'pizza', 'A', null, false],
  ['Spice Lane Kitchen', 'indian', 'A', null, false],
  ['The Copper Kettle Cafe', 'cafe', 'B', null, false],
  ['Lotus Garden Thai', 'thai', 'A', null, false],
  ['Ember & Oak Grill', 'grill', 'B', null, false],
  ['Saltwater Fish Bar', 'fish', 'A', null, false],
  ['Vesuvio Slice House', 'pizza', 'B', null, false],
  ['Masala Junction', 'indian', 'A', 'specials-table', false],
  ['Sunny Side Brunch Club', 'cafe', 'A', null, false],
  ['Bamboo Street Noodles', 'thai', 'B', null, false],
  ['The Smokehouse Yard', 'grill', 'A', null, false],
  ['Quayside Chippy', 'fish', 'B', null, false],
  ['Forno Rosso', 'pizza', 'A', 'grouped-sections', false],
  ['Tandoor Nights', 'indian', 'B', null, false],
  ['Oat & Ivy Coffee House', 'cafe', 'A', null, false],
  ['Siam Orchid', 'thai', 'A', null, false],
  ['Charcoal Brothers', 'grill', 'B', null, false],
  ['The Netmaker Fish Kitchen', 'fish', 'A', null, true],
  ['Pizzeria Bella Notte', 'pizza', 'A', null, false],
  ['Bombay Tiffin Room', 'indian', 'B', null, false],
  ['Little Acorn Tearooms', 'cafe', 'B', null, false],
  ['Golden Elephant Thai', 'thai', 'A', 'card-section', false],
  ['Flint & Flame Steakhouse', 'grill', 'A', null, false],
  ['Harbourlight Fish & Chips', 'fish', 'B', null, false],
  ['Dough Republic', 'pizza', 'A', null, false],
  ['Curry Leaf Canteen', 'indian', 'A', null, false],
  ['Window Seat Cafe', 'cafe', 'A', null, false],
  ['Chilli Basil Kitchen', 'thai', 'B', null, false],
  ['Brisket & Bun', 'grill', 'A', null, false],
  ['The Driftwood Plaice', 'fish', 'A', null, false],
  ['Crust Collective', 'pizza', 'B', null, false],
  ['Saffron Bridge', 'indian', 'A', null, false],
];

type DishSeed = readonly [name: string, description: string | null, pence: number, diets: string, allergens: string];
type SectionSeed = readonly [title: string, note: string | null, group: 'Food' | 'Drinks', dishes: readonly DishSeed[]];

/** Per cuisine, its sections and more dishes than a menu shows: each restaurant takes its own selection. */
const CUISINES: Record<Cuisine, readonly SectionSeed[]> = {
  pizza: [
    ['Antipasti', 'to share, or not', 'Food', [
      ['Garlic Bread', 'Wood-fired, garlic butter, parsley', 550, 'V', 'gluten, milk'],
      ['Bruschetta', 'Tomato, basil, extra virgin olive oil', 650, 'VG', 'gluten'],
      ['Arancini', 'Saffron risotto balls, smoked mozzarella', 750, 'V', 'gluten, milk, egg'],
      ['Calamari Fritti', 'Lemon aioli', 850, '', 'molluscs, gluten, egg'],
      ['Burrata', 'Heritage tomatoes, pesto', 900, 'V GF', 'milk, nuts'],
    ]],
    ['Pizze', 'twelve-inch, sourdough base', 'Food', [
      ['Margherita', 'San Marzano tomato, fior di latte, basil', 1000, 'V', 'gluten, milk'],
      ['Diavola', 'Spicy salami, chilli honey', 1300, '', 'gluten, milk'],
      ['Quattro Formaggi', 'Four cheeses, walnut', 1350, 'V', 'gluten, milk, nuts'],
      ['Funghi', 'Wild mushrooms, truffle oil, thyme', 1250, 'V', 'gluten, milk'],
      ['Capricciosa', 'Ham, artichoke, olives, mushroom', 1400, '', 'gluten, milk'],
      ['Marinara', 'Tomato, garlic, oregano', 900, 'VG', 'gluten'],
    ]],
    ['Dolci', null, 'Food', [
      ['Tiramisu', 'Mascarpone, espresso, cocoa', 650, 'V', 'milk, egg, gluten'],
      ['Affogato', 'Vanilla gelato, a shot of espresso', 500, 'V GF', 'milk'],
      ['Nutella Calzone', 'Folded dough, hazelnut chocolate', 700, 'V', 'gluten, milk, nuts'],
    ]],
    ['Drinks', null, 'Drinks', [
      ['San Pellegrino Limonata', null, 300, 'VG', ''],
      ['Peroni', '330 ml bottle', 500, 'VG', 'gluten'],
      ['House Red', '175 ml glass', 650, 'VG', 'sulphites'],
    ]],
  ],
  indian: [
    ['Starters', 'served with mint chutney', 'Food', [
      ['Onion Bhaji', 'Crisp onion fritters', 550, 'VG GF', ''],
      ['Vegetable Samosa', 'Spiced potato and pea', 500, 'VG', 'gluten'],
      ['Chicken Tikka', 'Marinated, from the tandoor', 750, 'GF', 'milk'],
      ['Lamb Seekh Kebab', 'Minced lamb, fresh herbs', 800, 'GF', 'milk'],
      ['Paneer Pakora', 'Gram flour batter', 650, 'V GF', 'milk'],
    ]],
    ['Curries', 'mild, medium or hot', 'Food', [
      ['Butter Chicken', 'Creamy tomato and fenugreek', 1250, 'GF', 'milk, nuts'],
      ['Lamb Rogan Josh', 'Kashmiri chilli, slow cooked', 1400, 'GF', ''],
      ['Chana Masala', 'Chickpeas, tomato, ginger', 1000, 'VG GF', ''],
      ['Prawn Malabar', 'Coconut, curry leaves', 1450, 'GF', 'crustaceans, mustard'],
      ['Saag Paneer', 'Spinach, fresh cheese', 1100, 'V GF', 'milk'],
      ['Chicken Jalfrezi', 'Peppers, green chilli', 1250, 'GF', ''],
    ]],
    ['Sides & Breads', null, 'Food', [
      ['Pilau Rice', null, 375, 'VG GF', ''],
      ['Garlic Naan', null, 400, 'V', 'gluten, milk'],
      ['Tarka Dal', 'Yellow lentils, garlic', 550, 'VG GF', ''],
      ['Bombay Potatoes', null, 550, 'VG GF', 'mustard'],
    ]],
    ['Drinks', null, 'Drinks', [
      ['Mango Lassi', null, 400, 'V GF', 'milk'],
      ['Kingfisher', '330 ml bottle', 500, 'VG', 'gluten'],
      ['Masala Chai', null, 300, 'V', 'milk'],
    ]],
  ],
  cafe: [
    ['Breakfast', 'until 11:30', 'Food', [
      ['Full English', 'Bacon, sausage, egg, beans, mushroom, toast', 1150, '', 'gluten, egg'],
      ['Eggs Benedict', 'Ham, hollandaise, English muffin', 950, '', 'gluten, egg, milk'],
      ['Avocado Toast', 'Sourdough, chilli, lime', 850, 'VG', 'gluten'],
      ['Porridge', 'Oat milk, berries, maple', 650, 'VG', 'gluten'],
      ['Buttermilk Pancakes', 'Bacon and syrup, or berries', 900, '', 'gluten, egg, milk'],
    ]],
    ['Lunch', null, 'Food', [
      ['Soup of the Day', 'With crusty bread', 650, 'V', 'gluten, celery'],
      ['Club Sandwich', 'Chicken, bacon, egg mayonnaise', 975, '', 'gluten, egg'],
      ['Halloumi Wrap', 'Roast peppers, hummus', 875, 'V', 'gluten, milk, sesame'],
      ['Jacket Potato', 'Cheese and beans, or tuna mayo', 750, 'V GF', 'milk'],
      ['Quiche of the Day', 'With a dressed salad', 850, 'V', 'gluten, egg, milk'],
    ]],
    ['Cakes', 'baked here every morning', 'Food', [
      ['Victoria Sponge', null, 375, 'V', 'gluten, egg, milk'],
      ['Lemon Drizzle', null, 350, 'V', 'gluten, egg, milk'],
      ['Chocolate Brownie', null, 325, 'V GF', 'egg, milk'],
      ['Fruit Scone', 'Clotted cream and jam', 400, 'V', 'gluten, milk'],
    ]],
    ['Hot Drinks', null, 'Drinks', [
      ['Flat White', null, 320, 'V', 'milk'],
      ['Pot of Yorkshire Tea', null, 280, 'VG', ''],
      ['Hot Chocolate', 'Whipped cream, marshmallows', 375, 'V', 'milk'],
    ]],
  ],
  thai: [
    ['Small Plates', null, 'Food', [
      ['Chicken Satay', 'Peanut sauce, cucumber relish', 700, 'GF', 'nuts'],
      ['Spring Rolls', 'Sweet chilli dip', 600, 'VG', 'gluten, soya'],
      ['Prawn Crackers', null, 350, 'GF', 'crustaceans'],
      ['Thai Fish Cakes', 'Red curry, green beans', 750, '', 'fish, egg'],
      ['Som Tam', 'Green papaya salad, peanuts', 700, 'VG GF', 'nuts'],
    ]],
    ['Curries', 'with jasmine rice', 'Food', [
      ['Green Curry', 'Chicken or tofu, Thai basil', 1250, 'GF', 'fish'],
      ['Massaman Beef', 'Potato, peanut, cinnamon', 1450, 'GF', 'nuts, fish'],
      ['Red Duck Curry', 'Pineapple, lychee, cherry tomato', 1550, 'GF', 'fish'],
      ['Jungle Curry', 'Vegetables, no coconut, very hot', 1100, 'VG GF', 'soya'],
    ]],
    ['Noodles & Rice', null, 'Food', [
      ['Pad Thai', 'Rice noodles, egg, tamarind, peanut', 1200, 'GF', 'egg, nuts, fish'],
      ['Drunken Noodles', 'Wide noodles, holy basil, chilli', 1200, '', 'gluten, soya'],
      ['Pineapple Fried Rice', 'Cashew, raisin, curry powder', 1150, 'V', 'nuts, egg'],
      ['Khao Soi', 'Northern curry noodle soup', 1300, '', 'gluten, soya, fish'],
    ]],
    ['Drinks', null, 'Drinks', [
      ['Singha', '330 ml bottle', 500, 'VG', 'gluten'],
      ['Thai Iced Tea', null, 375, 'V', 'milk'],
      ['Coconut Water', null, 350, 'VG GF', ''],
    ]],
  ],
  grill: [
    ['Starters', null, 'Food', [
      ['Chicken Wings', 'Buffalo or honey BBQ, blue cheese dip', 750, 'GF', 'milk, celery'],
      ['Loaded Nachos', 'Cheese, jalapenos, salsa, sour cream', 800, 'V', 'milk'],
      ['Pulled Pork Croquettes', 'Apple ketchup', 750, '', 'gluten, egg, milk'],
      ['Smoked Corn Ribs', 'Chipotle butter', 600, 'V GF', 'milk'],
    ]],
    ['From the Grill', 'all with fries or sweet potato fries', 'Food', [
      ['8oz Rump Steak', 'Peppercorn sauce', 1950, 'GF', 'milk'],
      ['Smash Burger', 'Double patty, American cheese, pickles', 1350, '', 'gluten, milk, mustard, sesame'],
      ['Half Rack of Ribs', 'Slow smoked, house BBQ sauce', 1650, 'GF', 'mustard'],
      ['Grilled Halloumi Burger', 'Harissa mayo, rocket', 1200, 'V', 'gluten, milk, egg'],
      ['Brisket Platter', '12-hour smoked, slaw, pickles', 1850, 'GF', 'mustard'],
    ]],
    ['Sides', null, 'Food', [
      ['Fries', null, 375, 'VG GF', ''],
      ['Mac & Cheese', null, 550, 'V', 'gluten, milk'],
      ['Onion Rings', null, 450, 'VG', 'gluten'],
      ['House Slaw', null, 350, 'V GF', 'egg, mustard'],
    ]],
    ['Drinks', null, 'Drinks', [
      ['Craft Lager', 'pint', 600, 'VG', 'gluten'],
      ['Vanilla Milkshake', null, 500, 'V GF', 'milk'],
      ['Cola', null, 300, 'VG GF', ''],
    ]],
  ],
  fish: [
    ['Fish & Chips', 'fried in beef dripping', 'Food', [
      ['Cod & Chips', 'Line-caught, crisp batter', 1250, '', 'fish, gluten'],
      ['Haddock & Chips', 'Skin-on or skinned', 1295, '', 'fish, gluten'],
      ['Plaice & Chips', null, 1195, '', 'fish, gluten'],
      ['Scampi & Chips', 'Whitby scampi, tartare sauce', 1150, '', 'crustaceans, gluten, egg'],
      ['Fishcake & Chips', 'Salmon and dill', 950, '', 'fish, gluten, egg, milk'],
    ]],
    ['Not Fish', null, 'Food', [
      ['Battered Sausage & Chips', null, 750, '', 'gluten, sulphites'],
      ['Chicken Goujons & Chips', null, 850, '', 'gluten, egg'],
      ['Halloumi Fries', 'Sweet chilli', 700, 'V', 'milk, gluten'],
      ['Vegan Tofish & Chips', 'Tofu, seaweed batter', 1050, 'VG', 'soya, gluten'],
    ]],
    ['Extras', null, 'Food', [
      ['Mushy Peas', null, 250, 'VG GF', ''],
      ['Curry Sauce', null, 250, 'VG', 'gluten, celery'],
      ['Gravy', null, 225, '', 'gluten, celery'],
      ['Pickled Onion', null, 75, 'VG GF', 'sulphites'],
    ]],
    ['Drinks', null, 'Drinks', [
      ['Dandelion & Burdock', null, 180, 'VG GF', ''],
      ['Cup of Tea', null, 160, 'V', 'milk'],
      ['Bottled Water', null, 150, 'VG GF', ''],
    ]],
  ],
};

/** The board of a 'specials-table' page: dishes of the day shown in a table above the menu. */
const SPECIALS: readonly DishSeed[] = [
  ['Goan Fish Curry', 'Catch of the day, coconut, kokum', 1550, 'GF', 'fish, mustard'],
  ['Lamb Shank Nihari', 'Slow braised overnight', 1750, 'GF', ''],
  ['Pumpkin & Spinach Kofta', 'Cashew sauce', 1150, 'VG GF', 'nuts'],
];

const TOWNS = [
  { town: 'Leeds', streets: ['Call Lane', 'Merrion Street', 'Otley Road'], district: 'LS', latitude: 53.7997, longitude: -1.5492, phone: '0113 496 1' },
  { town: 'York', streets: ['Micklegate', 'Gillygate', 'Fossgate'], district: 'YO', latitude: 53.959, longitude: -1.0815, phone: '01904 496 ' },
  { town: 'Harrogate', streets: ['Cold Bath Road', 'Parliament Street', 'Kings Road'], district: 'HG', latitude: 53.9921, longitude: -1.5418, phone: '01423 496 ' },
  { town: 'Wakefield', streets: ['Westgate', 'Northgate', 'Kirkgate'], district: 'WF', latitude: 53.683, longitude: -1.4977, phone: '01924 496 ' },
  { town: 'Selby', streets: ['Gowthorpe', 'Finkle Street', 'Ousegate'], district: 'YO', latitude: 53.7837, longitude: -1.0671, phone: '01757 496 ' },
];

const span = (openTime: string, closeTime: string): OpeningInterval => ({ openTime, closeTime });
const WEEK = [1, 2, 3, 4, 5, 6, 0];

/** Opening hours patterns, assigned in turn: lunch only, dinner only, all day, closed days, weekends only. */
const HOURS_PATTERNS: readonly { label: string; days: (day: number) => OpeningInterval[] }[] = [
  { label: 'all day, every day', days: () => [span('11:00', '22:00')] },
  { label: 'lunch and dinner, closed Mondays', days: (day) => (day === 1 ? [] : [span('12:00', '14:30'), span('17:30', day === 5 || day === 6 ? '22:30' : '21:30')]) },
  { label: 'evenings only, Tuesday to Sunday', days: (day) => (day === 1 ? [] : [span('17:00', day === 5 || day === 6 ? '23:30' : '22:30')]) },
  { label: 'breakfast and lunch, closed Sundays', days: (day) => (day === 0 ? [] : [span('07:30', day === 6 ? '15:00' : '14:30')]) },
  { label: 'weekday lunches only', days: (day) => (day >= 1 && day <= 5 ? [span('11:30', '14:30')] : []) },
  { label: 'weekends only', days: (day) => (day === 5 ? [span('17:00', '23:00')] : day === 6 || day === 0 ? [span('12:00', '23:00')] : []) },
  { label: 'late, closed Monday and Tuesday', days: (day) => (day === 1 || day === 2 ? [] : [span('18:00', '23:45')]) },
  { label: 'Sunday lunch, dinners Monday to Thursday', days: (day) => (day === 0 ? [span('12:00', '16:00')] : day >= 1 && day <= 4 ? [span('17:00', '21:00')] : []) },
];

export function menuHostSlug(name: string): string {
  return name
    .toLowerCase()
    .replace(/&/g, 'and')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}

export function formatPence(pence: number): string {
  return `£${(pence / 100).toFixed(2)}`;
}

function dishOf(seed: DishSeed, restaurantIndex: number, dishIndex: number): MenuHostDish {
  const [name, description, pence, diets, allergens] = seed;
  // Prices differ between restaurants by whole 25p steps, the same on every load.
  const price = pence + (((restaurantIndex * 7 + dishIndex * 3) % 5) - 1) * 25;
  return { name, description, price: formatPence(price), diets: diets ? diets.split(' ') : [], allergens: allergens ? allergens.split(', ') : [] };
}

/** The restaurant's sections: each cuisine section, with a rotating selection of its dishes (3 or more each). */
function sectionsOf(cuisine: Cuisine, index: number): MenuHostSection[] {
  return CUISINES[cuisine].map(([title, note, group, dishes], sectionIndex) => {
    const count = Math.min(dishes.length, 3 + ((index + sectionIndex) % 3));
    const start = (index * 2 + sectionIndex) % dishes.length;
    const chosen = Array.from({ length: count }, (_unused, n) => dishes[(start + n) % dishes.length]);
    return { title, note, group, dishes: chosen.map((seed, dishIndex) => dishOf(seed, index, dishIndex)) };
  });
}

function restaurantAt(entry: (typeof ROSTER)[number], index: number): MenuHostRestaurant {
  const [name, cuisine, variant, complexity, isDown] = entry;
  const town = TOWNS[index % TOWNS.length];
  const pattern = HOURS_PATTERNS[index % HOURS_PATTERNS.length];
  const sections = sectionsOf(cuisine, index);
  if (complexity !== 'grouped-sections') for (const section of sections) delete section.group;
  if (complexity === 'specials-table') sections.unshift({ title: 'Today’s Specials', note: 'while they last', dishes: SPECIALS.map((seed, dishIndex) => dishOf(seed, index, dishIndex)) });
  return {
    index,
    name,
    slug: menuHostSlug(name),
    cuisine,
    town: town.town,
    street: `${10 + ((index * 17) % 80)} ${town.streets[index % town.streets.length]}`,
    postCode: `${town.district}${1 + (index % 9)} ${1 + (index % 8)}${'ABDEFGHJ'[index % 8]}${'LNPQRSTU'[(index * 3) % 8]}`,
    latitude: Math.round((town.latitude + ((index % 7) - 3) * 0.0021) * 1e6) / 1e6,
    longitude: Math.round((town.longitude + ((index % 5) - 2) * 0.0027) * 1e6) / 1e6,
    phone: `${town.phone}${String(100 + index * 7).slice(-3)}`,
    variant,
    complexity,
    isDown,
    hoursPattern: pattern.label,
    openingHours: WEEK.map((day) => ({ dayOfWeek: day, intervals: pattern.days(day) })).filter((day) => day.intervals.length > 0),
    sections,
  };
}

export const MENU_HOST_RESTAURANTS: readonly MenuHostRestaurant[] = ROSTER.map(restaurantAt);

/** The restaurant's menu page path under the demo sites' origin. */
export function menuHostMenuPath(restaurant: Pick<MenuHostRestaurant, 'slug' | 'variant'>): string {
  return `${MENU_HOST_PREFIX}r/${restaurant.slug}/${MENU_HOST_PAGE[restaurant.variant]}`;
}

export function menuHostRestaurantBySlug(slug: string): MenuHostRestaurant | null {
  return MENU_HOST_RESTAURANTS.find((restaurant) => restaurant.slug === slug) ?? null;
}
