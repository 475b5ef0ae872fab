// Reading document menus (issue 12): the demo PDF's text layer through unpdf, the demo image through tesseract.js with
// the English data from npm (no network: the worker is given the package's folder), types by content.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { closeDocumentReader, DocumentReadError, readDocumentFile, sniffDocumentType } from './readDocumentFile';

const SITES = path.join(path.dirname(fileURLToPath(import.meta.url)), '../../demo-sites/sites');
const DEMO_PDF = readFileSync(path.join(SITES, 'green-leaf-cafe/files/menu.pdf'));
const DEMO_PNG = readFileSync(path.join(SITES, 'taco-fiesta/images/menu.png'));

afterAll(() => closeDocumentReader());

describe('readDocumentFile', () => {
  it('reads the demo PDF menu to its text, dishes and prices in reading order', async () => {
    const read = await readDocumentFile(DEMO_PDF, 'application/octet-stream');
    expect(read.method).toBe('PDF_TEXT');
    expect(read.pageCount).toBe(1);
    for (const line of ['Breakfast', 'Avocado Toast £8.50', 'Full Veggie Breakfast £11.00', 'Falafel Wrap £8.95', 'Soup of the Day £6.00', 'Drinks', 'Fresh Orange Juice £3.50']) {
      expect(read.text.split('\n')).toContain(line);
    }
    expect(read.text.indexOf('Avocado Toast')).toBeLessThan(read.text.indexOf('Falafel Wrap'));
  });

  it('reads the demo image menu by OCR, offline, to dish names and prices', async () => {
    const read = await readDocumentFile(DEMO_PNG, 'image/png');
    expect(read.method).toBe('OCR');
    const found = ['Carnitas Taco £3.50', 'Chicken Tinga Taco £3.25', 'Mushroom Taco £3.00', 'Nachos £5.50', 'Horchata £3.00'].filter((line) => read.text.includes(line));
    expect(found.length).toBeGreaterThanOrEqual(3);
    expect(read.text).toMatch(/Tacos/);
  }, 60_000);

  it('takes the type from the bytes, not from what the site said', async () => {
    expect(sniffDocumentType(DEMO_PDF)).toBe('application/pdf');
    expect(sniffDocumentType(DEMO_PNG)).toBe('image/png');
    expect(sniffDocumentType(Buffer.from('<html><body>Menu</body></html>'))).toBeNull();
    await expect(readDocumentFile(Buffer.from('<html><body>Menu</body></html>'), 'application/pdf')).rejects.toThrow(DocumentReadError);
    await expect(readDocumentFile(Buffer.from('<html>'), 'application/pdf')).rejects.toThrow('not a PDF, PNG, JPEG or WebP image (the site said application/pdf)');
  });

  it('refuses a broken PDF and a PNG that declares a huge canvas with a message', async () => {
    await expect(readDocumentFile(Buffer.from('%PDF-1.4\nnot really a pdf'), 'application/pdf')).rejects.toThrow(/The PDF could not be read/);
    const huge = Buffer.from(DEMO_PNG.subarray(0, 64));
    huge.writeUInt32BE(100_000, 16);
    huge.writeUInt32BE(100_000, 20);
    await expect(readDocumentFile(huge, 'image/png')).rejects.toThrow(/pixels, more than/);
  });
});
