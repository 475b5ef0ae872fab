// The fixed names and places the demo data is made of: people, brands and Yorkshire towns. All invented; phone
// numbers are in Ofcom's drama ranges and every website is under example.co.uk.
import { MANUAL_BRAND_EXCLUSION_REASONS, type ManualBrandExclusionReason } from '../../domain/brandGatewaySchemas';
import type { RoleName } from '../../domain/roles';

/** A readable name for the one demo user of each role (email `${role}@example.com`). */
export const ROLE_USER_NAMES: Record<RoleName, string> = {
  admin: 'Ada Admin',
  teamLeader: 'Theo Team Leader',
  definer: 'Dana Definer',
  reviewer: 'Rory Reviewer',
  juniorScraper: 'Jack Junior Scraper',
  middleScraper: 'Milly Middle Scraper',
  seniorScraper: 'Simon Senior Scraper',
  definerJuniorScraper: 'Dora Definer-Junior Scraper',
  definerMiddleScraper: 'Derek Definer-Middle Scraper',
  definerMiddleScraperReviewer: 'Delia Definer-Middle Scraper-Reviewer',
  definerSeniorScraperReviewer: 'Duncan Definer-Senior Scraper-Reviewer',
  middleScraperReviewer: 'Megan Middle Scraper-Reviewer',
  seniorScraperReviewer: 'Sebastian Senior Scraper-Reviewer',
  exporter: 'Eddie Exporter',
  trainee: 'Tilly Trainee',
  qualityChecker: 'Quentin Quality Checker',
  qualityCheckerSeniorScraperReviewer: 'Queenie Quality Checker-Senior Scraper-Reviewer',
  reporter: 'Rita Reporter',
};

export const DISABLED_USER = { name: 'Dylan Disabled', email: 'disabled@example.com', role: 'definer' } as const;

/** Extra staff, email firstname.lastname@example.com. */
export const STAFF: readonly { name: string; role: RoleName }[] = [
  { name: 'Olivia Bennett', role: 'definer' },
  { name: 'Harry Whitfield', role: 'definer' },
  { name: 'James Fairbairn', role: 'definer' },
  { name: 'Amelia Hughes', role: 'qualityChecker' },
  { name: 'George Pemberton', role: 'qualityChecker' },
  { name: 'Isla Thornton', role: 'juniorScraper' },
  { name: 'Oliver Ashworth', role: 'middleScraper' },
  { name: 'Charlotte Davies', role: 'seniorScraper' },
  { name: 'Sophie Clarke', role: 'reviewer' },
  { name: 'William Hargreaves', role: 'reviewer' },
];

export type Venue = 'restaurant' | 'pub' | 'takeaway' | 'cafe' | 'retail' | 'caterer';

/** The reasons a person may choose (the form's own list): demo brands are excluded as people exclude them. */
export const EXCLUSION_REASONS = MANUAL_BRAND_EXCLUSION_REASONS;
export type ExclusionReason = ManualBrandExclusionReason;

export interface BrandEntry {
  name: string;
  venue: Venue;
  /** Name of the master brand this one duplicates (rank SLAVE). */
  slaveOf?: string;
  /** Excluded at the gateway, with this reason (and comment for MISC). */
  excluded?: { reason: ExclusionReason; comment?: string };
  /** Still waiting for its brand gateway definition (status NEW). */
  isNew?: boolean;
  /** No website at all (otherwise one is made from the name). */
  noWebsite?: boolean;
  /** Every location has a business type the product does not support. */
  unsupportedTypes?: boolean;
  businessStatus?: 'CLOSED_TEMPORARILY' | 'CLOSED_PERMANENTLY';
}

/** About fifty brands; a few names are near duplicates so similarity search has something to find. */
export const BRANDS: readonly BrandEntry[] = [
  { name: 'The Crooked Spoon', venue: 'restaurant' },
  { name: 'Yorkshire Grill House', venue: 'restaurant' },
  { name: 'Bella Napoli Pizzeria', venue: 'restaurant' },
  { name: 'Pizza Palace', venue: 'takeaway' },
  { name: 'Pizza Palace Leeds', venue: 'takeaway', slaveOf: 'Pizza Palace' },
  { name: 'The Golden Dragon', venue: 'restaurant' },
  { name: 'Golden Dragon Express', venue: 'takeaway', slaveOf: 'The Golden Dragon' },
  { name: 'The Rusty Anchor', venue: 'pub', businessStatus: 'CLOSED_PERMANENTLY' },
  { name: 'Spice of Bengal', venue: 'restaurant' },
  { name: 'Spice of Bengal Harrogate', venue: 'restaurant', slaveOf: 'Spice of Bengal' },
  { name: 'The Olive Branch', venue: 'restaurant' },
  { name: 'Dales Kitchen', venue: 'restaurant' },
  { name: 'The Minster Tavern', venue: 'pub' },
  { name: 'Ouse Riverside Bistro', venue: 'restaurant' },
  { name: 'Pennine Pie Company', venue: 'cafe', isNew: true },
  { name: 'Saffron Lounge', venue: 'restaurant' },
  { name: 'The Black Sheep Inn', venue: 'pub' },
  { name: 'Little Tokyo Ramen', venue: 'restaurant' },
  { name: 'Burger Barn', venue: 'takeaway' },
  { name: 'Burger Barn Wakefield', venue: 'takeaway', slaveOf: 'Burger Barn' },
  { name: 'The Fat Pheasant', venue: 'pub', businessStatus: 'CLOSED_TEMPORARILY' },
  { name: 'Casa Lisboa', venue: 'restaurant' },
  { name: 'The Hungry Heron', venue: 'restaurant', isNew: true },
  { name: 'Moor & Mill Brasserie', venue: 'restaurant' },
  { name: 'Shambles Tea Rooms', venue: 'cafe' },
  { name: 'Calder Valley Curry House', venue: 'restaurant' },
  { name: "Nonna's Trattoria", venue: 'restaurant' },
  { name: "Nonna's Kitchen", venue: 'restaurant', isNew: true },
  { name: 'The Smokehouse Selby', venue: 'restaurant' },
  { name: 'Kirkgate Fish & Chips', venue: 'takeaway' },
  { name: 'Kirkgate Fish & Chips York', venue: 'takeaway', slaveOf: 'Kirkgate Fish & Chips' },
  { name: 'Harbour Fish Bar', venue: 'takeaway', isNew: true },
  { name: 'El Toro Tapas', venue: 'restaurant' },
  { name: 'Bangkok Street Kitchen', venue: 'restaurant' },
  { name: 'Himalayan Spice', venue: 'restaurant', businessStatus: 'CLOSED_TEMPORARILY' },
  { name: 'The Wheatsheaf', venue: 'pub' },
  { name: 'Peking Garden', venue: 'restaurant', isNew: true },
  { name: 'The Crooked Spoon Cafe', venue: 'cafe', slaveOf: 'The Crooked Spoon' },
  { name: 'Wetherby Steak House', venue: 'restaurant' },
  { name: 'Sakura Sushi Bar', venue: 'restaurant' },
  { name: 'Sakura Sushi Express', venue: 'takeaway', slaveOf: 'Sakura Sushi Bar' },
  { name: 'Le Petit Bouchon', venue: 'restaurant' },
  { name: 'Mamma Mia Pizzeria', venue: 'restaurant', isNew: true },
  { name: 'The Plough at Tadcaster', venue: 'pub' },
  { name: 'Bella Napoli Pizzeria Harrogate', venue: 'restaurant', slaveOf: 'Bella Napoli Pizzeria' },
  { name: 'The Wandering Goat', venue: 'restaurant', excluded: { reason: 'INACCESSIBLE_URL' } },
  { name: 'The Copper Kettle Cafe', venue: 'cafe', excluded: { reason: 'NO_MENU' } },
  { name: 'Northern Greengrocer & Deli', venue: 'retail', unsupportedTypes: true, excluded: { reason: 'GROCERY' } },
  { name: 'Yorkshire Catering Co.', venue: 'caterer', unsupportedTypes: true, excluded: { reason: 'CATERING' } },
  { name: 'Cosy Corner Cafe', venue: 'cafe', noWebsite: true, excluded: { reason: 'NO_WEBSITE' } },
  { name: 'Leeds Dark Kitchen Collective', venue: 'takeaway', excluded: { reason: 'DELIVERY' } },
  { name: 'Station Hotel Dining', venue: 'restaurant', excluded: { reason: 'AMBIGUOUS_LOCATION_TYPES' } },
  { name: 'Harrogate Food Court', venue: 'restaurant', excluded: { reason: 'MULTIPLE_BRANDS_COMBINED' } },
  { name: 'Bread & Butter Bakery', venue: 'retail', unsupportedTypes: true, excluded: { reason: 'NOT_A_RESTAURANT' } },
  {
    name: 'Wetherby Racecourse Kitchen',
    venue: 'caterer',
    excluded: { reason: 'MISC', comment: 'Only opens on race days; there is no regular menu to curate.' },
  },
];

/** Pairs the definers confirmed are different businesses despite similar names (brand_relations NOT_SAME). */
export const NOT_SAME_PAIRS: readonly (readonly [string, string])[] = [
  ['Mamma Mia Pizzeria', 'Bella Napoli Pizzeria'],
  ['Harbour Fish Bar', 'Kirkgate Fish & Chips'],
];

/**
 * Master brands whose first location takes orders on one shared ordering site: their locations share a website host,
 * so each finds the others among the similar (master) brands by location website on its gateway task.
 */
export const SHARED_ORDERING_SITE = { host: 'order.example.co.uk', brands: ['Pizza Palace', 'Burger Barn', 'Kirkgate Fish & Chips', 'The Golden Dragon'] } as const;

export interface Town {
  name: string;
  county: string;
  latitude: number;
  longitude: number;
  postcodeDistricts: readonly string[];
  streets: readonly string[];
  /** Ofcom drama-range prefix for phone numbers. */
  phonePrefix: string;
  weight: number;
}

export const TOWNS: readonly Town[] = [
  {
    name: 'Leeds',
    county: 'West Yorkshire',
    latitude: 53.7997,
    longitude: -1.5492,
    postcodeDistricts: ['LS1', 'LS2', 'LS6', 'LS7', 'LS8', 'LS11', 'LS12'],
    streets: ['Briggate', 'Boar Lane', 'Call Lane', 'Park Row', 'The Headrow', 'Vicar Lane', 'Otley Road', 'Roundhay Road', 'Kirkstall Road', 'Merrion Street', 'Albion Street', 'Great George Street', 'The Calls'],
    phonePrefix: '0113 496 0',
    weight: 6,
  },
  {
    name: 'York',
    county: 'North Yorkshire',
    latitude: 53.959,
    longitude: -1.0815,
    postcodeDistricts: ['YO1', 'YO10', 'YO24', 'YO31'],
    streets: ['Stonegate', 'Low Petergate', 'Goodramgate', 'Micklegate', 'Fossgate', 'Coney Street', 'Gillygate', 'Bishopthorpe Road', 'Walmgate', 'Swinegate'],
    phonePrefix: '01632 960',
    weight: 4,
  },
  {
    name: 'Wakefield',
    county: 'West Yorkshire',
    latitude: 53.6833,
    longitude: -1.4977,
    postcodeDistricts: ['WF1', 'WF2'],
    streets: ['Westgate', 'Kirkgate', 'Northgate', 'Wood Street', 'Bull Ring', 'Cross Square', 'Denby Dale Road'],
    phonePrefix: '01632 960',
    weight: 3,
  },
  {
    name: 'Harrogate',
    county: 'North Yorkshire',
    latitude: 53.9921,
    longitude: -1.5418,
    postcodeDistricts: ['HG1', 'HG2'],
    streets: ['Parliament Street', 'Montpellier Hill', 'Cold Bath Road', 'Station Parade', 'Kings Road', 'Cheltenham Crescent', 'Oxford Street'],
    phonePrefix: '01632 960',
    weight: 3,
  },
  {
    name: 'Selby',
    county: 'North Yorkshire',
    latitude: 53.7836,
    longitude: -1.067,
    postcodeDistricts: ['YO8'],
    streets: ['Gowthorpe', 'Micklegate', 'Finkle Street', 'Ousegate', 'Market Place', 'Park Street'],
    phonePrefix: '01632 960',
    weight: 2,
  },
  {
    name: 'Tadcaster',
    county: 'North Yorkshire',
    latitude: 53.8836,
    longitude: -1.2623,
    postcodeDistricts: ['LS24'],
    streets: ['Bridge Street', 'High Street', 'Kirkgate', 'Westgate', 'Chapel Street'],
    phonePrefix: '01632 960',
    weight: 2,
  },
  {
    name: 'Wetherby',
    county: 'West Yorkshire',
    latitude: 53.9276,
    longitude: -1.3858,
    postcodeDistricts: ['LS22'],
    streets: ['Market Place', 'High Street', 'Westgate', 'North Street', 'Horsefair'],
    phonePrefix: '01632 960',
    weight: 2,
  },
  {
    name: 'Castleford',
    county: 'West Yorkshire',
    latitude: 53.725,
    longitude: -1.362,
    postcodeDistricts: ['WF10'],
    streets: ['Carlton Street', 'Station Road', 'Bank Street', 'Aire Street'],
    phonePrefix: '01632 960',
    weight: 2,
  },
  {
    name: 'Pontefract',
    county: 'West Yorkshire',
    latitude: 53.6913,
    longitude: -1.3127,
    postcodeDistricts: ['WF8'],
    streets: ['Ropergate', 'Market Place', 'Front Street', 'Horsefair', 'Salter Row'],
    phonePrefix: '01632 960',
    weight: 2,
  },
  {
    name: 'Knaresborough',
    county: 'North Yorkshire',
    latitude: 54.0088,
    longitude: -1.467,
    postcodeDistricts: ['HG5'],
    streets: ['High Street', 'Market Place', 'Waterside', 'Castlegate'],
    phonePrefix: '01632 960',
    weight: 1,
  },
  {
    name: 'Garforth',
    county: 'West Yorkshire',
    latitude: 53.7918,
    longitude: -1.388,
    postcodeDistricts: ['LS25'],
    streets: ['Main Street', 'Lidgett Lane', 'Aberford Road'],
    phonePrefix: '0113 496 0',
    weight: 1,
  },
  {
    name: 'Sherburn in Elmet',
    county: 'North Yorkshire',
    latitude: 53.7967,
    longitude: -1.233,
    postcodeDistricts: ['LS25'],
    streets: ['Low Street', 'Finkle Hill', 'Moor Lane'],
    phonePrefix: '01632 960',
    weight: 1,
  },
];

/** The health-and-safety register's business type of each kind of venue. */
export const FSA_BUSINESS_TYPES: Record<Venue, string> = {
  restaurant: 'Restaurant/Cafe/Canteen',
  cafe: 'Restaurant/Cafe/Canteen',
  pub: 'Pub/bar/nightclub',
  takeaway: 'Takeaway/sandwich shop',
  retail: 'Retailers - other',
  caterer: 'Mobile caterer',
};

export const GOOGLE_TYPES: Record<Venue, readonly string[]> = {
  restaurant: ['restaurant', 'food', 'point_of_interest', 'establishment'],
  cafe: ['cafe', 'restaurant', 'food', 'establishment'],
  pub: ['bar', 'restaurant', 'food', 'establishment'],
  takeaway: ['meal_takeaway', 'restaurant', 'food', 'establishment'],
  retail: ['grocery_or_supermarket', 'store', 'food', 'establishment'],
  caterer: ['food', 'point_of_interest', 'establishment'],
};

export const NEED_ASSISTANCE_COMMENTS = [
  'Website lists two different addresses for the Leeds branch; which one is current?',
  'Brand seems to trade under a second name on the menu page. Please advise.',
  'Menu PDF link returns a login page from the office network.',
  'Not sure whether the takeaway counter counts as a separate location.',
  'Opening hours on the website and the map listing disagree.',
];

export const SCRAPING_ISSUE_COMMENTS = [
  'Prices are rendered as images on the drinks page.',
  'Allergen table loads only after accepting cookies.',
  'Two menu sections share the same heading; dishes may be merged.',
  'Specials board is a photo and was skipped.',
];

export const MISC_VERIFIED_COMMENTS = [
  'Opening hours checked against the website.',
  'Location names match the signage on street view.',
  'Checked the brand website for new branches.',
];

export const MISC_QC_VERIFIED_COMMENTS = ['Spot-checked three locations, all fine.', 'Verified exclusions with the team lead.', 'Looks good.'];

export const MENU_NOTES = [
  'Seasonal menu changes every quarter.',
  'Separate gluten-free menu available on request.',
  'Sunday roast only served 12:00-16:00.',
];

export const AVAILABILITY_COMMENTS = ['Lunch menu served 12:00-15:00 on weekdays.', 'Evening menu from 17:30.', 'Breakfast until 11:30 at weekends.'];
