import { describe, expect, it } from 'vitest';
import { hasScrapingInstructions, scrapingInstructionsFileName, scrapingInstructionsText } from './scrapingInstructionsFile';

describe('scraping instructions download', () => {
  it('names the file after the menu and the version', () => {
    expect(scrapingInstructionsFileName(42, 3)).toBe('menu-42-scraping-instructions-v3.json');
  });

  it('writes indented JSON ending with a newline', () => {
    expect(scrapingInstructionsText({ steps: [{ selector: '.dish' }] })).toBe('{\n  "steps": [\n    {\n      "selector": ".dish"\n    }\n  ]\n}\n');
  });

  it('has nothing to download when none are set, but does for empty or false-y JSON values', () => {
    expect(hasScrapingInstructions(null)).toBe(false);
    expect(hasScrapingInstructions(undefined)).toBe(false);
    expect(hasScrapingInstructions({})).toBe(true);
    expect(hasScrapingInstructions(0)).toBe(true);
  });
});
