// The dish catalogue's Asian cuisines (dishCatalogue.ts describes the line format).
import type { CatalogueSection, Cuisine } from './dishCatalogue';

const MEAT_KINDS = [
  ['Chicken', 0, null, null],
  ['Lamb', 1.5, null, null],
  ['King Prawn', 3, 'Crustaceans', null],
  ['Vegetable', -1, null, 'Vegetarian'],
] as const;

export const ASIAN_CUISINES: Record<Extract<Cuisine, 'indian' | 'chinese' | 'japanese' | 'thai'>, readonly CatalogueSection[]> = {
  indian: [
    {
      title: 'Starters',
      dishes: [
        'Onion Bhaji|Crispy onion fritters, mint sauce|4.50|Milk|Vegetarian',
        'Vegetable Samosa|Two pastries, spiced potato and peas|4.50|Gluten|Vegan',
        'Chicken Tikka|Marinated in yoghurt and spices, from the tandoor|5.95|Milk|Gluten free',
        'Lamb Seekh Kebab|Minced lamb, coriander, chilli|5.95|Milk|Gluten free',
        'Poppadoms and Chutneys|Mango chutney, lime pickle, raita|3.50|Milk, Mustard|Vegetarian',
        'Paneer Tikka|Cottage cheese, peppers, onions|5.75|Milk|Vegetarian',
        'Prawn Puri|Spiced prawns on fried bread|6.50|Crustaceans, Gluten|',
        'Chicken Pakora|Gram flour batter|5.25|Egg|',
      ],
    },
    {
      title: 'House Curries',
      description: 'Served with pilau rice unless stated; tell us how hot you like it',
      combos: {
        kinds: MEAT_KINDS,
        styles: [
          'Tikka Masala|Creamy tomato and almond sauce|11.50|Milk, Nuts|',
          'Korma|Mild, coconut and cream|10.95|Milk, Nuts|',
          'Madras|Fairly hot, tomato and chilli|10.95||',
          'Jalfrezi|Peppers, onions, green chilli|11.25||',
          'Bhuna|Thick, well-spiced sauce|10.95||',
          'Dhansak|Lentils, sweet and sour, hot|11.25|Mustard|',
          'Rogan Josh|Tomato, paprika, aromatic|11.25||',
          'Saag|Spinach, garlic, ginger|11.25|Milk|',
          'Balti|Cooked in the iron wok|11.50||',
          'Pathia|Hot, sweet and sour|11.25||',
          'Vindaloo|Very hot, with potatoes|11.25|Mustard|',
          'Karahi|Tomatoes, ginger, fenugreek|11.75||',
          'Biryani|Layered rice, vegetable curry on the side|12.95|Milk|',
        ],
      },
    },
    {
      title: 'Tandoori Specialities',
      dishes: [
        'Tandoori Chicken|Half chicken on the bone, salad|12.50|Milk|Gluten free',
        'Tandoori Mixed Grill|Chicken tikka, lamb tikka, seekh kebab, wings|16.95|Milk|Gluten free',
        'Lamb Chops|Four chops, mint yoghurt|15.95|Milk|Gluten free',
        'Salmon Tikka|Mustard and dill marinade|15.50|Fish, Milk, Mustard|Gluten free',
        'Tandoori King Prawns|Garlic and ajwain|17.50|Crustaceans, Milk|Gluten free',
      ],
    },
    {
      title: 'Rice & Breads',
      dishes: [
        'Pilau Rice|Basmati with saffron|3.50||Vegan, Gluten free',
        'Mushroom Rice|Basmati fried with mushrooms|3.95||Vegan, Gluten free',
        'Plain Naan|From the clay oven|3.25|Gluten, Milk, Egg|Vegetarian',
        'Garlic Naan|Garlic and coriander|3.75|Gluten, Milk, Egg|Vegetarian',
        'Peshwari Naan|Coconut, almonds, sultanas|3.95|Gluten, Milk, Egg, Nuts|Vegetarian',
        'Keema Naan|Stuffed with spiced lamb|4.25|Gluten, Milk, Egg|',
        'Tandoori Roti|Wholemeal|2.75|Gluten|Vegan',
        'Chapati|Thin wholemeal bread|2.25|Gluten|Vegan',
      ],
    },
    {
      title: 'Vegetable Side Dishes',
      dishes: [
        'Bombay Aloo|Spiced potatoes|4.50|Mustard|Vegan',
        'Saag Paneer|Spinach and cottage cheese|4.95|Milk|Vegetarian',
        'Tarka Dal|Yellow lentils, fried garlic|4.25||Vegan',
        'Chana Masala|Chickpeas in tomato and onion|4.25||Vegan',
        'Bhindi Bhaji|Okra with onions|4.50||Vegan',
        'Aloo Gobi|Potato and cauliflower|4.50||Vegan',
      ],
    },
  ],
  chinese: [
    {
      title: 'Starters',
      dishes: [
        'Salt and Pepper Ribs|Chilli, garlic, spring onion|6.95|Soya|',
        'Crispy Seaweed|Shredded greens, sugar, salt|4.50||Vegan',
        'Prawn Toast|Sesame seeds|5.50|Crustaceans, Gluten, Sesame|',
        'Vegetable Spring Rolls|Four, sweet chilli dip|4.80|Gluten, Soya|Vegan',
        'Chicken Satay Skewers|Peanut sauce|6.25|Peanuts, Soya|',
        'Aromatic Crispy Duck|Quarter, pancakes, cucumber, hoisin|11.50|Gluten, Soya, Sesame|',
        'Sesame Prawn Balls|With sweet and sour sauce|6.50|Crustaceans, Sesame, Gluten|',
        'Hot and Sour Soup|Tofu, bamboo shoots, egg|4.50|Egg, Soya, Gluten|Vegetarian',
        'Wonton Soup|Pork and prawn dumplings in broth|4.95|Crustaceans, Gluten, Soya|',
      ],
    },
    {
      title: 'Main Dishes',
      combos: {
        kinds: [
          ['Chicken', 0, null, null],
          ['Beef', 0.8, null, null],
          ['King Prawn', 2.5, 'Crustaceans', null],
          ['Tofu', -0.8, 'Soya', 'Vegan'],
        ],
        styles: [
          'in Black Bean Sauce|Peppers and onions|8.90|Soya, Gluten|',
          'Sweet and Sour|Hong Kong style, pineapple|8.90|Gluten|',
          'Kung Po|Dried chilli, peanuts|9.20|Peanuts, Soya|',
          'with Cashew Nuts|Yellow bean sauce|9.20|Nuts, Soya|',
          'Szechuan Style|Hot and numbing|9.20|Soya, Sesame|',
          'in Oyster Sauce|Mushrooms, pak choi|8.90|Molluscs, Soya|',
          'Curry|Chinese curry sauce, onions, peas|8.50|Gluten|',
          'Chow Mein|Egg noodles, beansprouts|8.50|Gluten, Egg, Soya|',
          'Fried Rice|Egg fried rice, peas|8.20|Egg, Soya|',
          'Satay|Peanut and coconut sauce|9.20|Peanuts|',
          'with Ginger and Spring Onion|Light soy|9.20|Soya|',
          'Lemon|Crispy, lemon sauce|8.90|Gluten, Egg|',
        ],
      },
    },
    {
      title: "Chef's Specials",
      dishes: [
        'Crispy Shredded Beef|Sweet chilli glaze|10.50|Gluten, Soya|',
        'Singapore Vermicelli|Curry spiced rice noodles, char siu, prawns|10.20|Crustaceans, Soya, Egg|',
        'Char Siu Pork|Cantonese roast pork, greens|10.80|Soya, Gluten|',
        'Mapo Tofu|Silken tofu, minced pork, chilli bean|9.80|Soya|',
        'Steamed Sea Bass|Ginger, spring onion, soy|16.50|Fish, Soya|',
        'Salt and Pepper Squid|Chilli and garlic|9.50|Molluscs, Gluten|',
      ],
    },
    {
      title: 'Rice & Noodles',
      dishes: [
        'Egg Fried Rice|Wok-fried|3.20|Egg, Soya|Vegetarian',
        'Steamed Rice|Jasmine|2.80||Vegan, Gluten free',
        'Special Fried Rice|Chicken, char siu, prawns|6.50|Egg, Crustaceans, Soya|',
        'Soft Noodles|Beansprouts, spring onion|3.80|Gluten, Egg, Soya|Vegetarian',
        'Chips|Chinese takeaway style|2.80||Vegan',
        'Salt and Pepper Chips|Onion, peppers, chilli|3.80||Vegan',
      ],
    },
  ],
  japanese: [
    {
      title: 'Small Plates',
      dishes: [
        'Edamame|Sea salt|4.00|Soya|Vegan, Gluten free',
        'Chicken Gyoza|Five dumplings, ponzu|6.50|Gluten, Soya, Sesame|',
        'Vegetable Gyoza|Five dumplings, ponzu|6.00|Gluten, Soya, Sesame|Vegan',
        'Chicken Karaage|Japanese fried chicken, kewpie mayo|7.50|Gluten, Egg, Soya|',
        'Ebi Tempura|Four prawns, tentsuyu|8.95|Crustaceans, Gluten, Egg|',
        'Takoyaki|Octopus balls, bonito, okonomi sauce|7.00|Molluscs, Gluten, Egg, Fish|',
        'Agedashi Tofu|Dashi broth, grated daikon|6.00|Soya, Fish, Gluten|',
        'Miso Soup|Tofu, wakame, spring onion|3.50|Soya|Vegetarian',
      ],
    },
    {
      title: 'Ramen',
      description: 'Fresh noodles in our 12-hour broth',
      dishes: [
        'Tonkotsu Ramen|Pork bone broth, chashu, egg, black garlic oil|13.50|Gluten, Egg, Soya, Sesame|',
        'Shoyu Ramen|Soy chicken broth, chicken, bamboo shoots|12.50|Gluten, Egg, Soya|',
        'Miso Ramen|Miso broth, pork mince, corn, butter|12.95|Gluten, Egg, Soya, Milk|',
        'Spicy Tantanmen|Sesame, chilli, pork mince, pak choi|13.50|Gluten, Sesame, Soya|',
        'Vegan Miso Ramen|Tofu, shiitake, corn|12.00|Gluten, Soya|Vegan',
        'Chicken Paitan|Creamy chicken broth|12.95|Gluten, Egg, Soya|',
      ],
    },
    {
      title: 'Sushi',
      combos: {
        kinds: [
          ['Salmon', 0, 'Fish', null],
          ['Tuna', 1, 'Fish', null],
          ['Yellowtail', 1.2, 'Fish', null],
          ['Prawn', 0.5, 'Crustaceans', null],
          ['Avocado', -1, null, 'Vegan'],
        ],
        styles: [
          'Nigiri|Two pieces|4.50|Fish, Soya|',
          'Maki|Six pieces|4.95|Soya, Sesame|',
          'Sashimi|Five slices|7.50|Soya|',
          'Temaki|Hand roll|4.95|Soya, Sesame|',
          'Uramaki|Eight pieces, inside out|7.95|Soya, Sesame, Egg|',
        ],
      },
    },
    {
      title: 'Donburi & Curry',
      dishes: [
        'Chicken Katsu Curry|Panko chicken, curry sauce, rice|12.95|Gluten, Egg, Celery|',
        'Pumpkin Katsu Curry|Panko pumpkin, curry sauce, rice|11.50|Gluten, Celery|Vegan',
        'Teriyaki Salmon Don|Rice, pickles, sesame|14.50|Fish, Soya, Sesame|',
        'Gyudon|Beef and onion rice bowl, onsen egg|12.50|Soya, Egg|',
        'Yasai Yakisoba|Stir-fried noodles, vegetables|10.50|Gluten, Soya|Vegan',
      ],
    },
  ],
  thai: [
    {
      title: 'Starters',
      dishes: [
        'Chicken Satay|Peanut sauce, cucumber relish|6.50|Peanuts, Soya|',
        'Thai Fish Cakes|Red curry paste, green beans, sweet chilli|6.95|Fish, Egg|',
        'Prawn Crackers|Sweet chilli dip|3.00|Crustaceans|',
        'Tom Yum Soup|Hot and sour, prawns, lemongrass|6.95|Crustaceans, Fish|Gluten free',
        'Tom Kha Soup|Coconut, galangal, chicken|6.50|Fish|Gluten free',
        'Corn Cakes|Sweetcorn fritters, sweet chilli|5.50|Gluten|Vegan',
        'Chicken Wings|Tamarind glaze|6.50|Soya, Fish|',
      ],
    },
    {
      title: 'Curries',
      combos: {
        kinds: [
          ['Chicken', 0, null, null],
          ['Beef', 1, null, null],
          ['Prawn', 2.5, 'Crustaceans', null],
          ['Tofu and Vegetable', -1, 'Soya', 'Vegan'],
        ],
        styles: [
          'Green Curry|Coconut, Thai aubergine, basil|11.50|Fish|Gluten free',
          'Red Curry|Coconut, bamboo shoots, basil|11.50|Fish|Gluten free',
          'Massaman Curry|Potato, peanuts, cinnamon|12.50|Peanuts, Fish|Gluten free',
          'Panang Curry|Rich, kaffir lime|11.95|Fish, Peanuts|Gluten free',
          'Jungle Curry|No coconut, very hot|11.50|Fish|Gluten free',
          'Yellow Curry|Turmeric, potato, onion|11.50|Fish|Gluten free',
        ],
      },
    },
    {
      title: 'Wok & Noodles',
      combos: {
        kinds: [
          ['Chicken', 0, null, null],
          ['Prawn', 2.5, 'Crustaceans', null],
          ['Tofu', -1, 'Soya', 'Vegan'],
        ],
        styles: [
          'Pad Thai|Rice noodles, tamarind, peanuts, egg|11.50|Peanuts, Egg, Fish|',
          'Pad See Ew|Flat noodles, dark soy, broccoli|11.50|Soya, Gluten, Egg|',
          'Drunken Noodles|Holy basil, chilli|11.50|Soya, Gluten|',
          'Cashew Stir-fry|Cashew nuts, dried chilli|11.95|Nuts, Soya|',
          'Holy Basil Stir-fry|Chilli, garlic, fried egg|11.50|Soya, Egg, Fish|',
          'Khao Pad|Thai fried rice|10.50|Egg, Soya|',
        ],
      },
    },
  ],
};
