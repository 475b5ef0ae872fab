// Writes the Green Leaf Café's PDF menu (a demo site, issue 12): a small valid PDF whose text is real text (a content
// stream in the standard Helvetica fonts, WinAnsi encoded), so document crawling has something true to extract. The
// output is committed; run again after editing the menu: npx tsx scripts/buildDemoMenuPdf.ts
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const OUTPUT = path.join(path.dirname(fileURLToPath(import.meta.url)), '../server/demo-sites/sites/green-leaf-cafe/files/menu.pdf');

type Line = { font: 'F1' | 'F2'; size: number; x: number; text: string; gapBefore?: number };

const MENU: Line[] = [
  { font: 'F2', size: 26, x: 72, text: 'Green Leaf Caf\u00e9' },
  { font: 'F1', size: 11, x: 72, text: 'Plant-forward breakfast, lunch & coffee  \u2022  3 Market Row, Norwich', gapBefore: 4 },
  { font: 'F2', size: 16, x: 72, text: 'Breakfast', gapBefore: 22 },
  { font: 'F1', size: 12, x: 72, text: 'Avocado Toast  \u00a38.50', gapBefore: 6 },
  { font: 'F1', size: 10, x: 84, text: 'Sourdough, smashed avocado, chilli, lime, seeds (VG)' },
  { font: 'F1', size: 12, x: 72, text: 'Full Veggie Breakfast  \u00a311.00', gapBefore: 6 },
  { font: 'F1', size: 10, x: 84, text: 'Halloumi, eggs, mushrooms, beans, tomato, hash brown, toast (V)' },
  { font: 'F1', size: 12, x: 72, text: 'Granola Bowl  \u00a36.50', gapBefore: 6 },
  { font: 'F1', size: 10, x: 84, text: 'Toasted oats, coconut yoghurt, berries, maple (VG)' },
  { font: 'F2', size: 16, x: 72, text: 'Lunch', gapBefore: 22 },
  { font: 'F1', size: 12, x: 72, text: 'Falafel Wrap  \u00a38.95', gapBefore: 6 },
  { font: 'F1', size: 10, x: 84, text: 'Herb falafel, hummus, pickled cabbage, tahini (VG)' },
  { font: 'F1', size: 12, x: 72, text: 'Halloumi Salad  \u00a39.50', gapBefore: 6 },
  { font: 'F1', size: 10, x: 84, text: 'Grilled halloumi, quinoa, roast squash, pomegranate (V)' },
  { font: 'F1', size: 12, x: 72, text: 'Soup of the Day  \u00a36.00', gapBefore: 6 },
  { font: 'F1', size: 10, x: 84, text: 'With sourdough and butter (V)' },
  { font: 'F2', size: 16, x: 72, text: 'Drinks', gapBefore: 22 },
  { font: 'F1', size: 12, x: 72, text: 'Flat White  \u00a33.20', gapBefore: 6 },
  { font: 'F1', size: 12, x: 72, text: 'Chai Latte  \u00a33.40', gapBefore: 4 },
  { font: 'F1', size: 12, x: 72, text: 'Fresh Orange Juice  \u00a33.50', gapBefore: 4 },
  { font: 'F1', size: 9, x: 72, text: '(V) vegetarian  (VG) vegan  -  Please tell us about any allergies before ordering.', gapBefore: 30 },
];

// WinAnsiEncoding covers the few non-ASCII characters used; PDF string syntax escapes \, ( and ).
const WIN_ANSI: Record<string, number> = { '\u00e9': 0xe9, '\u00a3': 0xa3, '\u2022': 0x95 };

function pdfString(text: string): string {
  let out = '(';
  for (const char of text) {
    const code = WIN_ANSI[char] ?? char.charCodeAt(0);
    if (code > 0x7e || code < 0x20) out += `\\${code.toString(8).padStart(3, '0')}`;
    else if (char === '\\' || char === '(' || char === ')') out += `\\${char}`;
    else out += char;
  }
  return `${out})`;
}

function contentStream(lines: Line[]): string {
  const ops: string[] = ['BT'];
  let y = 760;
  for (const line of lines) {
    y -= (line.gapBefore ?? 2) + line.size;
    ops.push(`/${line.font} ${line.size} Tf`, `1 0 0 1 ${line.x} ${y} Tm`, `${pdfString(line.text)} Tj`);
  }
  ops.push('ET');
  return ops.join('\n');
}

function buildPdf(): Buffer {
  const stream = contentStream(MENU);
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Resources << /Font << /F1 4 0 R /F2 5 0 R >> >> /Contents 6 0 R >>',
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>',
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica-Bold /Encoding /WinAnsiEncoding >>',
    `<< /Length ${Buffer.byteLength(stream, 'latin1')} >>\nstream\n${stream}\nendstream`,
    '<< /Title (Green Leaf Caf\\351 - Menu) /Producer (scripts/buildDemoMenuPdf.ts) >>',
  ];
  let body = '%PDF-1.4\n%\xe2\xe3\xcf\xd3\n';
  const offsets: number[] = [];
  objects.forEach((object, index) => {
    offsets.push(Buffer.byteLength(body, 'latin1'));
    body += `${index + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xrefOffset = Buffer.byteLength(body, 'latin1');
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const offset of offsets) body += `${String(offset).padStart(10, '0')} 00000 n \n`;
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R /Info ${objects.length} 0 R >>\nstartxref\n${xrefOffset}\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
}

writeFileSync(OUTPUT, buildPdf());
console.log(`Wrote ${OUTPUT}`);
