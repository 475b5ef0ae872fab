// What the demo's made-up restaurants serve (issue 13): menu sections per cuisine, with dishes as a scraped menu shows
// them (name, description, price in pounds, allergens, diets), so every dish review task opens on a believable menu.
// Each dish is one line 'Name|Description|Price|Allergens|Diets' (empty parts are null). Sections whose dishes come in
// several kinds (a curry with chicken, lamb or prawns) list the kinds and the styles; every pair is a dish.
import { ASIAN_CUISINES } from './dishCatalogueAsia';
import { EUROPEAN_AND_AMERICAN_CUISINES } from './dishCatalogueEuropeAmerica';

export type Cuisine = 'italian' | 'indian' | 'chinese' | 'japanese' | 'thai' | 'iberian' | 'french' | 'british' | 'american' | 'fishAndChips';

export interface CatalogueSection {
  title: string;
  description?: string;
  dishes?: readonly string[];
  /** Kinds x styles: 'Chicken' + 'Tikka Masala|Creamy tomato sauce|9.50|Milk|' gives 'Chicken Tikka Masala'. */
  combos?: { kinds: readonly (readonly [name: string, priceDelta: number, allergens: string | null, diets: string | null])[]; styles: readonly string[] };
  /** Sub-sections (a drinks list): the section itself has no dishes of its own. */
  children?: readonly CatalogueSection[];
}

const SIDES: CatalogueSection = {
  title: 'Sides',
  dishes: [
    'Chips|Skin-on, sea salt|3.50||Vegan',
    'Sweet Potato Fries|With chipotle mayo|4.25|Egg|Vegetarian',
    'House Salad|Mixed leaves, cucumber, radish, vinaigrette|3.95|Mustard|Vegan',
    'Garlic Bread|Toasted baguette, garlic and parsley butter|3.95|Gluten, Milk|Vegetarian',
    'Onion Rings|Beer-battered|3.75|Gluten|Vegetarian',
    'Seasonal Greens|Buttered tenderstem and peas|3.95|Milk|Vegetarian',
    'Coleslaw|Red and white cabbage, carrot, mayonnaise|2.50|Egg, Mustard|Vegetarian',
    'Mashed Potato|With butter and chives|3.50|Milk|Vegetarian',
  ],
};

const DESSERTS: CatalogueSection = {
  title: 'Desserts',
  dishes: [
    'Sticky Toffee Pudding|Toffee sauce, vanilla ice cream|6.95|Gluten, Milk, Egg|Vegetarian',
    'Chocolate Brownie|Warm, with salted caramel ice cream|6.50|Gluten, Milk, Egg, Soya|Vegetarian',
    'Lemon Tart|Crème fraîche, raspberries|6.75|Gluten, Milk, Egg|Vegetarian',
    'Eton Mess|Meringue, strawberries, whipped cream|6.25|Milk, Egg|Vegetarian, Gluten free',
    'Cheesecake of the Day|Ask your server for today\'s flavour|6.50|Gluten, Milk, Egg|Vegetarian',
    'Ice Cream|Three scoops: vanilla, chocolate or strawberry|4.95|Milk|Vegetarian, Gluten free',
    'Sorbet|Two scoops: mango or raspberry|4.50||Vegan, Gluten free',
    'Cheese Board|Three British cheeses, crackers, chutney|9.50|Gluten, Milk, Celery|Vegetarian',
  ],
};

const DRINKS: CatalogueSection = {
  title: 'Drinks',
  children: [
    {
      title: 'Soft Drinks',
      dishes: [
        'Coca-Cola|330ml|2.80||Vegan',
        'Diet Coke|330ml|2.60||Vegan',
        'Lemonade|Cloudy, homemade|3.20||Vegan',
        'Orange Juice|Freshly squeezed|3.50||Vegan',
        'Apple Juice|Pressed Yorkshire apples|3.20||Vegan',
        'Ginger Beer|Fiery|3.00||Vegan',
        'Elderflower Pressé|275ml|3.20||Vegan',
        'Sparkling Water|750ml|3.50||Vegan',
        'Still Water|750ml|3.50||Vegan',
        'Tonic Water|200ml|2.20||Vegan',
      ],
    },
    {
      title: 'Hot Drinks',
      dishes: [
        'Espresso|Single or double|2.40||Vegan',
        'Americano|Black or with milk|2.90||Vegetarian',
        'Cappuccino|Oat milk on request|3.30|Milk|Vegetarian',
        'Latte|Oat milk on request|3.40|Milk|Vegetarian',
        'Flat White|Double shot|3.30|Milk|Vegetarian',
        'Hot Chocolate|With whipped cream|3.60|Milk|Vegetarian',
        'Yorkshire Tea|Pot for one|2.60||Vegan',
        'Peppermint Tea|Pot for one|2.60||Vegan',
        'Earl Grey|Pot for one|2.60||Vegan',
      ],
    },
    {
      title: 'Beer & Cider',
      dishes: [
        'Black Sheep Ale|Pint, 4.4%|5.20|Gluten|Vegan',
        'Timothy Taylor Landlord|Pint, 4.3%|5.40|Gluten|Vegan',
        'Camden Hells|Pint, 4.6%|5.80|Gluten|Vegan',
        'Guinness|Pint, 4.2%|5.90|Gluten|Vegan',
        'Aspall Cider|Pint, 5.5%|5.60|Sulphites|Vegan',
        'Peroni|330ml bottle, 5.1%|4.90|Gluten|Vegan',
        'Corona|330ml bottle, 4.5%|4.90|Gluten|Vegan',
        'Lucky Saint|Alcohol-free, 330ml, 0.5%|4.20|Gluten|Vegan',
        'Thatchers Gold|Pint, 4.8%|5.40|Sulphites|Vegan',
      ],
    },
    {
      title: 'Wine',
      dishes: [
        'House Red|Merlot, Chile; 175ml|6.50|Sulphites|Vegan',
        'House White|Sauvignon Blanc, Chile; 175ml|6.50|Sulphites|Vegan',
        'House Rosé|Pinot Grigio Blush, Italy; 175ml|6.50|Sulphites|Vegan',
        'Malbec|Mendoza, Argentina; bottle|29.00|Sulphites|Vegan',
        'Rioja Crianza|Spain; bottle|27.50|Sulphites|Vegan',
        'Pinot Noir|Marlborough, New Zealand; bottle|34.00|Sulphites|Vegan',
        'Picpoul de Pinet|Languedoc, France; bottle|26.00|Sulphites|Vegan',
        'Albariño|Rías Baixas, Spain; bottle|31.00|Sulphites|Vegan',
        'Prosecco|Italy; 125ml|7.50|Sulphites|Vegan',
        'Champagne|Brut NV; bottle|59.00|Sulphites|Vegan',
        'Chenin Blanc|Stellenbosch, South Africa; bottle|25.00|Sulphites|Vegan',
        'Côtes du Rhône|France; bottle|28.00|Sulphites|Vegan',
      ],
    },
  ],
};

/** Every cuisine's own sections; the shared sides, desserts and drinks follow them when a menu needs more dishes. */
/** Every cuisine's own sections; the shared sides, desserts and drinks follow them when a menu needs more dishes. */
export const CUISINE_SECTIONS: Record<Cuisine, readonly CatalogueSection[]> = { ...EUROPEAN_AND_AMERICAN_CUISINES, ...ASIAN_CUISINES };

/** Sections every menu may end with (a long menu needs them; a short one stops before them). */
export const SHARED_SECTIONS: readonly CatalogueSection[] = [SIDES, DESSERTS, DRINKS];

const CUISINE_BY_NAME: readonly (readonly [RegExp, Cuisine])[] = [
  [/pizz|napoli|nonna|mamma|trattoria|olive/i, 'italian'],
  [/bengal|saffron|curry|spice|himalayan/i, 'indian'],
  [/dragon|peking/i, 'chinese'],
  [/tokyo|sakura|ramen/i, 'japanese'],
  [/bangkok/i, 'thai'],
  [/tapas|toro|lisboa/i, 'iberian'],
  [/bouchon|bistro|brasserie/i, 'french'],
  [/burger|smokehouse|steak|grill/i, 'american'],
  [/fish/i, 'fishAndChips'],
];

/** The cuisine a brand's name suggests; pubs, cafés and everything else serve British food. */
export function cuisineOf(brandName: string): Cuisine {
  return CUISINE_BY_NAME.find(([pattern]) => pattern.test(brandName))?.[1] ?? 'british';
}
