// The scraping instructions download of the brand page: the menu's JSON, pretty-printed, named after the menu.

export const scrapingInstructionsFileName = (menuId: number, version: number) => `menu-${menuId}-scraping-instructions-v${version}.json`;

export function scrapingInstructionsText(instructions: unknown): string {
  return `${JSON.stringify(instructions, null, 2)}\n`;
}

/** Whether a menu has instructions to download: null or undefined means none are set. */
export const hasScrapingInstructions = (instructions: unknown): boolean => instructions !== null && instructions !== undefined;

/** Hands the text to the browser as a file download. */
export function downloadJson(fileName: string, text: string): void {
  const url = URL.createObjectURL(new Blob([text], { type: 'application/json' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
