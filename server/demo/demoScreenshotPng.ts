// Small PNG pictures for the demo's debug-mode run (issue 13): the made-up restaurants' pages do not exist, so there is
// nothing for Chromium to photograph; each screenshot is drawn instead, as a card with the item's text in a 5x7 pixel
// font (a menu title as a heading, a dish with its name, description and price), so the debug viewer has real images to
// show for the items they belong to. PNG encoding by hand (zlib's deflate, CRC-32): no image library needed.
import { deflateSync } from 'node:zlib';

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k += 1) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function crc32(bytes: Buffer): number {
  let crc = 0xffffffff;
  for (const byte of bytes) crc = CRC_TABLE[(crc ^ byte) & 0xff] ^ (crc >>> 8);
  return (crc ^ 0xffffffff) >>> 0;
}

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

type Rgb = readonly [number, number, number];

class Canvas {
  readonly pixels: Uint8Array;

  constructor(
    readonly width: number,
    readonly height: number,
    background: Rgb,
  ) {
    this.pixels = new Uint8Array(width * height * 3);
    this.fill(0, 0, width, height, background);
  }

  fill(x: number, y: number, w: number, h: number, [r, g, b]: Rgb): void {
    for (let row = Math.max(0, y); row < Math.min(this.height, y + h); row += 1) {
      for (let col = Math.max(0, x); col < Math.min(this.width, x + w); col += 1) {
        const at = (row * this.width + col) * 3;
        this.pixels[at] = r;
        this.pixels[at + 1] = g;
        this.pixels[at + 2] = b;
      }
    }
  }

  /** Text in the 5x7 font at `scale` pixels per dot; characters the font lacks are drawn as spaces. Returns the end x. */
  text(x: number, y: number, text: string, color: Rgb, scale = 1, maxX = this.width): number {
    let cursor = x;
    for (const char of text.normalize('NFD').replace(/[\u0300-\u036f]/g, '').toUpperCase()) {
      if (cursor + 5 * scale > maxX) break;
      const glyph = FONT[char];
      if (glyph) {
        glyph.forEach((bits, row) => {
          for (let col = 0; col < 5; col += 1) if (bits & (1 << (4 - col))) this.fill(cursor + col * scale, y + row * scale, scale, scale, color);
        });
      }
      cursor += 6 * scale;
    }
    return cursor;
  }

  png(): Buffer {
    const raw = Buffer.alloc((this.width * 3 + 1) * this.height);
    for (let row = 0; row < this.height; row += 1) {
      raw[row * (this.width * 3 + 1)] = 0; // filter: none
      Buffer.from(this.pixels.buffer, row * this.width * 3, this.width * 3).copy(raw, row * (this.width * 3 + 1) + 1);
    }
    const header = Buffer.alloc(13);
    header.writeUInt32BE(this.width, 0);
    header.writeUInt32BE(this.height, 4);
    header[8] = 8; // bit depth
    header[9] = 2; // colour type: RGB
    return Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), chunk('IHDR', header), chunk('IDAT', deflateSync(raw)), chunk('IEND', Buffer.alloc(0))]);
  }
}

const WIDTH = 480;
const INK: Rgb = [36, 36, 36];
const MUTED: Rgb = [110, 110, 110];
const ACCENT: Rgb = [160, 60, 40];
const PAPER: Rgb = [253, 250, 244];
const RULE: Rgb = [220, 210, 195];

/** A menu section's heading as the page shows it. */
export function menuTitleScreenshot(title: string): Buffer {
  const canvas = new Canvas(WIDTH, 40, PAPER);
  canvas.text(12, 10, title, ACCENT, 2, WIDTH - 12);
  canvas.fill(12, 30, WIDTH - 24, 2, RULE);
  return canvas.png();
}

/** A dish's block: name and price on the first line, the description below. */
export function dishScreenshot(name: string, description: string | null, price: string | null): Buffer {
  const canvas = new Canvas(WIDTH, 52, PAPER);
  const priceText = price ?? '';
  const priceX = WIDTH - 12 - priceText.length * 12;
  canvas.text(12, 10, name, INK, 2, priceX - 12);
  canvas.text(priceX, 10, priceText, INK, 2);
  if (description) canvas.text(12, 32, description, MUTED, 1, WIDTH - 12);
  canvas.fill(0, 51, WIDTH, 1, RULE);
  return canvas.png();
}

/** 5x7 glyphs, one number per row, the top bit (16) being the left column. */
const FONT: Record<string, readonly number[]> = {
  A: [14, 17, 17, 31, 17, 17, 17],
  B: [30, 17, 17, 30, 17, 17, 30],
  C: [14, 17, 16, 16, 16, 17, 14],
  D: [30, 17, 17, 17, 17, 17, 30],
  E: [31, 16, 16, 30, 16, 16, 31],
  F: [31, 16, 16, 30, 16, 16, 16],
  G: [14, 17, 16, 23, 17, 17, 15],
  H: [17, 17, 17, 31, 17, 17, 17],
  I: [14, 4, 4, 4, 4, 4, 14],
  J: [7, 2, 2, 2, 2, 18, 12],
  K: [17, 18, 20, 24, 20, 18, 17],
  L: [16, 16, 16, 16, 16, 16, 31],
  M: [17, 27, 21, 21, 17, 17, 17],
  N: [17, 17, 25, 21, 19, 17, 17],
  O: [14, 17, 17, 17, 17, 17, 14],
  P: [30, 17, 17, 30, 16, 16, 16],
  Q: [14, 17, 17, 17, 21, 18, 13],
  R: [30, 17, 17, 30, 20, 18, 17],
  S: [15, 16, 16, 14, 1, 1, 30],
  T: [31, 4, 4, 4, 4, 4, 4],
  U: [17, 17, 17, 17, 17, 17, 14],
  V: [17, 17, 17, 17, 17, 10, 4],
  W: [17, 17, 17, 21, 21, 21, 10],
  X: [17, 17, 10, 4, 10, 17, 17],
  Y: [17, 17, 10, 4, 4, 4, 4],
  Z: [31, 1, 2, 4, 8, 16, 31],
  '0': [14, 17, 19, 21, 25, 17, 14],
  '1': [4, 12, 4, 4, 4, 4, 14],
  '2': [14, 17, 1, 2, 4, 8, 31],
  '3': [31, 2, 4, 2, 1, 17, 14],
  '4': [2, 6, 10, 18, 31, 2, 2],
  '5': [31, 16, 30, 1, 1, 17, 14],
  '6': [6, 8, 16, 30, 17, 17, 14],
  '7': [31, 1, 2, 4, 8, 8, 8],
  '8': [14, 17, 17, 14, 17, 17, 14],
  '9': [14, 17, 17, 15, 1, 2, 12],
  '.': [0, 0, 0, 0, 0, 12, 12],
  ',': [0, 0, 0, 0, 12, 4, 8],
  "'": [4, 4, 8, 0, 0, 0, 0],
  '’': [4, 4, 8, 0, 0, 0, 0],
  '-': [0, 0, 0, 31, 0, 0, 0],
  '&': [12, 18, 20, 8, 21, 18, 13],
  '(': [2, 4, 8, 8, 8, 4, 2],
  ')': [8, 4, 2, 2, 2, 4, 8],
  ':': [0, 12, 12, 0, 12, 12, 0],
  ';': [0, 12, 12, 0, 12, 4, 8],
  '/': [0, 1, 2, 4, 8, 16, 0],
  '%': [24, 25, 2, 4, 8, 19, 3],
  '"': [10, 10, 0, 0, 0, 0, 0],
  '£': [6, 9, 8, 28, 8, 8, 31],
};
