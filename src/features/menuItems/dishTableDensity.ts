// How tall the dish table's rows are. Compact by default: one line a row, about 15 rows in view on a 900 px screen, as a
// reviewer used to spreadsheets reads a menu (the full text of a cut cell is in its tooltip); comfortable shows up to
// three lines a cell, for long descriptions. The choice is the person's, kept in this browser.
import { useCallback, useState } from 'react';

export type DishTableDensity = 'compact' | 'comfortable';

export const DISH_ROW_HEIGHTS: Readonly<Record<DishTableDensity, number>> = { compact: 34, comfortable: 76 };

const STORAGE_KEY = 'dishTableDensity';

export function readDishTableDensity(stored: string | null): DishTableDensity {
  return stored === 'comfortable' ? 'comfortable' : 'compact';
}

function storedDensity(): DishTableDensity {
  try {
    return readDishTableDensity(window.localStorage.getItem(STORAGE_KEY));
  } catch {
    return 'compact';
  }
}

/** The person's density and its setter (kept in localStorage; a browser that refuses storage keeps it for the page). */
export function useDishTableDensity(): [DishTableDensity, (density: DishTableDensity) => void] {
  const [density, setDensity] = useState(storedDensity);
  const choose = useCallback((next: DishTableDensity) => {
    setDensity(next);
    try {
      window.localStorage.setItem(STORAGE_KEY, next);
    } catch {
      // Private modes may refuse: the choice holds for this page.
    }
  }, []);
  return [density, choose];
}
