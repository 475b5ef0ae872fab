import { describe, expect, it } from 'vitest';
import { dishReviewTasksOfBrandPath, menuScrapingTasksOfBrandPath } from './brandTaskListLinks';

describe('task lists of a brand', () => {
  it("are spec 2's links", () => {
    expect(menuScrapingTasksOfBrandPath(42)).toBe('/tasks/menu-scraping?brandSearchTerm=42&menuIsAwaitingProbing=false');
    expect(dishReviewTasksOfBrandPath(42)).toBe('/tasks/dish-review?brandSearchTerm=42');
    expect(dishReviewTasksOfBrandPath('Nando’s & Co')).toBe('/tasks/dish-review?brandSearchTerm=Nando%E2%80%99s+%26+Co');
  });
});
