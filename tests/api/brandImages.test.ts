// Brand icon and image upload (POST /brand/update-images) and the signed, expiring file URLs that serve them: types
// sniffed from content, size caps, Bearer-only authentication, the permission, the history event, and refusals that
// leave the brand and the file folder as they were.
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import http from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BRAND_ASSET_MAX_BYTES, BRAND_ASSETS_BUCKET } from '../../server/files/brandAssetFiles';
import { signFileUrl } from '../../server/files/signedUrls';
import { toGlobalId } from '../../server/graphql/globalIds';
import { BRAND_IMAGES_BODY_LIMIT_BYTES } from '../../server/http/brandImagesUpload';
import { startTestApp, type TestApp } from '../support/testApp';

// The first bytes are what the server looks at; the rest stands in for the image data.
const PNG = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.from('IHDR png icon body')]);
const JPEG = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.from('JFIF jpeg image body')]);
const WEBP = Buffer.concat([Buffer.from('RIFF'), Buffer.from([0x20, 0, 0, 0]), Buffer.from('WEBPVP8 webp body')]);
const SVG = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>');

let t: TestApp;
let dataDir: string;
const tokens: Record<string, string> = {};

beforeAll(async () => {
  dataDir = mkdtempSync(path.join(tmpdir(), 'brand-images-'));
  t = await startTestApp({ dataDir });
  for (const role of ['admin', 'trainee', 'reviewer']) {
    await t.createUser(role, `${role}@example.com`);
    tokens[role] = (await t.signIn(`${role}@example.com`)).accessToken;
  }
});
afterAll(async () => {
  await t.close();
  rmSync(dataDir, { recursive: true, force: true });
});

async function createBrand(name = 'Asset Grill'): Promise<number> {
  return (await t.db.query<{ id: number }>("INSERT INTO brands (name, status) VALUES ($1, 'INCLUDED') RETURNING id", [name]))[0].id;
}

interface Part {
  body: Buffer;
  name: string;
  type: string;
}
type Fields = Record<string, string | Part>;

async function upload(fields: Fields, token: string | null = tokens.admin) {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) {
    if (typeof value === 'string') form.append(name, value);
    else form.append(name, new Blob([new Uint8Array(value.body)], { type: value.type }), value.name);
  }
  const response = await fetch(`${t.url}/brand/update-images`, { method: 'POST', body: form, headers: token ? { authorization: `Bearer ${token}` } : {} });
  return { status: response.status, headers: response.headers, body: (await response.json()) as Record<string, unknown> };
}

const png = (body = PNG, name = 'icon.png'): Part => ({ body, name, type: 'image/png' });
const jpeg = (body = JPEG, name = 'image.jpg'): Part => ({ body, name, type: 'image/jpeg' });

async function brandState(id: number) {
  const [row] = await t.db.query('SELECT icon_file_key, image_file_key, are_assets_active, modified_date FROM brands WHERE id = $1', [id]);
  const [{ count }] = await t.db.query<{ count: number }>("SELECT count(*)::int AS count FROM events WHERE entity_type = 'BRAND' AND entity_id = $1", [id]);
  return { row: JSON.parse(JSON.stringify(row)), events: count };
}

const storedFiles = () => {
  try {
    return readdirSync(path.join(dataDir, 'files', BRAND_ASSETS_BUCKET)).sort();
  } catch {
    return [];
  }
};

async function brandUrls(id: number) {
  const result = await t.gql<{ node: { iconUrl: string | null; imageUrl: string | null } }>(
    'query($id: ID!) { node(id: $id) { ... on Brand { iconUrl imageUrl } } }',
    { id: toGlobalId('Brand', id) },
    tokens.admin,
  );
  expect(result.errors).toBeUndefined();
  return result.data!.node;
}

describe('uploading brand images', () => {
  it('stores a PNG icon and a JPEG image, serves them by signed URL as their types, and writes the history event', async () => {
    const id = await createBrand();
    expect(await brandUrls(id)).toEqual({ iconUrl: null, imageUrl: null });
    const answer = await upload({ id: String(id), areAssetsActive: 'true', icon: png(), image: jpeg() });
    expect(answer.status).toBe(200);
    expect(answer.headers.get('x-content-type-options')).toBe('nosniff');
    expect(answer.headers.get('cache-control')).toBe('no-store');
    expect(answer.body).toMatchObject({ areAssetsActive: true, iconUrl: expect.stringMatching(/^\/files\/brand-assets\/[\w-]+\.png\?expires=\d+&signature=/) });

    const urls = await brandUrls(id);
    expect(urls.iconUrl).toBe(answer.body.iconUrl);
    const icon = await fetch(`${t.url}${urls.iconUrl}`);
    expect(icon.status).toBe(200);
    expect(icon.headers.get('content-type')).toBe('image/png');
    expect(icon.headers.get('cache-control')).toMatch(/^private, max-age=\d+/);
    expect(icon.headers.get('x-content-type-options')).toBe('nosniff');
    expect(icon.headers.get('content-security-policy')).toBe("default-src 'none'; sandbox");
    expect(Buffer.from(await icon.arrayBuffer())).toEqual(PNG);
    const image = await fetch(`${t.url}${urls.imageUrl}`);
    expect(image.headers.get('content-type')).toBe('image/jpeg');
    expect(Buffer.from(await image.arrayBuffer())).toEqual(JPEG);

    const [row] = await t.db.query<{ icon_file_key: string; image_file_key: string; are_assets_active: boolean; modified_date: Date }>(
      'SELECT icon_file_key, image_file_key, are_assets_active, modified_date FROM brands WHERE id = $1',
      [id],
    );
    expect(row.are_assets_active).toBe(true);
    expect(answer.body.modifiedDate).toBe(new Date(row.modified_date).toISOString());
    const events = await t.db.query<{ type: string; user_id: number; message: string; data: Record<string, { from: unknown; to: unknown }> }>(
      "SELECT type, user_id, message, data FROM events WHERE entity_type = 'BRAND' AND entity_id = $1",
      [id],
    );
    expect(events).toHaveLength(1);
    expect(events[0]).toMatchObject({ type: 'UPDATE', message: 'Brand icon, image, assets active flag updated' });
    expect(events[0].data).toEqual({
      iconFileKey: { from: null, to: row.icon_file_key },
      imageFileKey: { from: null, to: row.image_file_key },
      areAssetsActive: { from: false, to: true },
    });
  });

  it('replaces one file with a new key, removes the old file, and keeps the other', async () => {
    const id = await createBrand();
    const first = await upload({ id: String(id), areAssetsActive: 'true', icon: png(), image: jpeg() });
    const webp = { body: WEBP, name: 'icon.webp', type: 'image/webp' };
    const second = await upload({ id: toGlobalId('Brand', id), areAssetsActive: 'false', icon: webp });
    expect(second.status).toBe(200);
    expect(second.body).toMatchObject({ areAssetsActive: false, imageUrl: first.body.imageUrl });
    expect(second.body.iconUrl).not.toBe(first.body.iconUrl);
    expect((await fetch(`${t.url}${first.body.iconUrl}`)).status).toBe(404);
    const icon = await fetch(`${t.url}${second.body.iconUrl}`);
    expect(icon.headers.get('content-type')).toBe('image/webp');
  });

  it('keeps a replaced file that another brand still names', async () => {
    const id = await createBrand();
    const first = await upload({ id: String(id), areAssetsActive: 'false', icon: png() });
    const copy = await createBrand('Asset Grill (copy)');
    await t.db.query('UPDATE brands SET icon_file_key = (SELECT icon_file_key FROM brands WHERE id = $1) WHERE id = $2', [id, copy]);
    await upload({ id: String(id), areAssetsActive: 'false', icon: png(Buffer.concat([PNG, Buffer.from('v2')])) });
    expect((await fetch(`${t.url}${first.body.iconUrl}`)).status).toBe(200);
  });

  it('writes nothing for a save that changes nothing', async () => {
    const id = await createBrand();
    const before = await brandState(id);
    const answer = await upload({ id: String(id), areAssetsActive: 'false' });
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ iconUrl: null, imageUrl: null, areAssetsActive: false });
    expect(await brandState(id)).toEqual(before);
  });

  it('refuses a stale version with 409', async () => {
    const id = await createBrand();
    const first = await upload({ id: String(id), areAssetsActive: 'false', icon: png() });
    const stale = new Date(new Date(first.body.modifiedDate as string).getTime() - 60_000).toISOString();
    const before = await brandState(id);
    const answer = await upload({ id: String(id), areAssetsActive: 'true', image: jpeg(), expectedModifiedDate: stale });
    expect(answer.status).toBe(409);
    expect(await brandState(id)).toEqual(before);
    const current = await upload({ id: String(id), areAssetsActive: 'true', image: jpeg(), expectedModifiedDate: first.body.modifiedDate as string });
    expect(current.status).toBe(200);
  });
});

describe('refused uploads leave the brand and the files as they were', () => {
  async function expectRefused(fields: (id: number) => Fields, status: number, message: RegExp, token: string | null = tokens.admin) {
    const id = await createBrand();
    await upload({ id: String(id), areAssetsActive: 'false', icon: png() });
    const before = await brandState(id);
    const files = storedFiles();
    const answer = await upload(fields(id), token);
    expect(answer.status).toBe(status);
    expect(answer.body.message).toMatch(message);
    expect(await brandState(id)).toEqual(before);
    expect(storedFiles()).toEqual(files);
  }

  it('refuses SVG, naming the accepted types', () =>
    expectRefused((id) => ({ id: String(id), areAssetsActive: 'true', icon: { body: SVG, name: 'icon.svg', type: 'image/svg+xml' } }), 400, /^The icon must be a PNG, JPEG or WebP image\.$/));

  it('refuses a text file named and typed as PNG, even beside a valid image', () =>
    expectRefused((id) => ({ id: String(id), areAssetsActive: 'true', image: jpeg(), icon: png(Buffer.from('just some text, not an image')) }), 400, /PNG, JPEG or WebP/));

  it('refuses a file over the cap', () => {
    const large = Buffer.concat([PNG, Buffer.alloc(BRAND_ASSET_MAX_BYTES)]);
    return expectRefused((id) => ({ id: String(id), areAssetsActive: 'true', image: png(large, 'big.png') }), 413, /^The image is larger than 2 MB\.$/);
  });

  it('refuses without a token, or with an invalid one', async () => {
    await expectRefused((id) => ({ id: String(id), areAssetsActive: 'true', image: jpeg() }), 401, /^Unauthenticated\.$/, null);
    await expectRefused((id) => ({ id: String(id), areAssetsActive: 'true', image: jpeg() }), 401, /^Unauthenticated\.$/, 'not-a-token');
  });

  it('refuses roles without brand.updateImages', async () => {
    for (const role of ['trainee', 'reviewer']) {
      await expectRefused((id) => ({ id: String(id), areAssetsActive: 'true', image: jpeg() }), 403, /permission/, tokens[role]);
    }
  });

  it('refuses a bad areAssetsActive or id', async () => {
    await expectRefused((id) => ({ id: String(id), areAssetsActive: 'yes', image: jpeg() }), 400, /areAssetsActive must be true or false/);
    await expectRefused(() => ({ id: 'nonsense', areAssetsActive: 'true', image: jpeg() }), 400, /not a valid Brand id/);
  });

  it('answers 404 for an unknown brand and stores nothing', async () => {
    const files = storedFiles();
    const answer = await upload({ id: '99999', areAssetsActive: 'true', icon: png() });
    expect(answer.status).toBe(404);
    expect(answer.body.message).toBe('Brand 99999 was not found.');
    expect(storedFiles()).toEqual(files);
  });

  it('stops reading a chunked body at the cap and answers 413', async () => {
    const id = await createBrand();
    const before = await brandState(id);
    const boundary = 'capboundary';
    const head = Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="id"\r\n\r\n${id}\r\n--${boundary}\r\nContent-Disposition: form-data; name="icon"; filename="a.png"\r\nContent-Type: image/png\r\n\r\n`);
    const answer = await new Promise<{ status: number; body: string; connection?: string }>((resolve, reject) => {
      const request = http.request(`${t.url}/brand/update-images`, {
        method: 'POST',
        headers: { authorization: `Bearer ${tokens.admin}`, 'content-type': `multipart/form-data; boundary=${boundary}`, 'transfer-encoding': 'chunked' },
      });
      request.on('response', (response) => {
        let body = '';
        response.on('data', (chunk) => (body += chunk)).on('end', () => resolve({ status: response.statusCode ?? 0, body, connection: response.headers.connection }));
      });
      request.on('error', reject);
      request.write(head);
      request.write(PNG);
      const chunk = Buffer.alloc(256 * 1024);
      let sent = 0;
      const sendMore = () => {
        while (sent <= BRAND_IMAGES_BODY_LIMIT_BYTES * 2) {
          sent += chunk.length;
          if (!request.write(chunk)) return void request.once('drain', sendMore);
        }
        request.end();
      };
      sendMore();
    });
    expect(answer.status).toBe(413);
    expect(answer.connection).toBe('close');
    expect(JSON.parse(answer.body).message).toMatch(/^The upload is larger than \d+ bytes; each image may be at most 2 MB\.$/);
    expect(await brandState(id)).toEqual(before);
  });

  it('answers only POST, and only multipart', async () => {
    expect((await fetch(`${t.url}/brand/update-images`)).status).toBe(405);
    const json = await fetch(`${t.url}/brand/update-images`, { method: 'POST', headers: { authorization: `Bearer ${tokens.admin}`, 'content-type': 'application/json' }, body: '{}' });
    expect(json.status).toBe(400);
  });
});

describe('signed file URLs', () => {
  async function storedIconUrl(): Promise<string> {
    const id = await createBrand();
    return (await upload({ id: String(id), areAssetsActive: 'false', icon: png() })).body.iconUrl as string;
  }

  it('refuses a tampered signature, key or expiry with 403', async () => {
    const url = await storedIconUrl();
    const signature = new URL(url, t.url).searchParams.get('signature')!;
    const flipped = `${signature.slice(0, -2)}${signature.endsWith('AA') ? 'BA' : 'AA'}`;
    for (const tampered of [
      url.replace(signature, flipped),
      url.replace(/expires=(\d+)/, (_match, expires) => `expires=${Number(expires) + 600}`),
      url.replace(/\/([\w-]+)\.png/, '/00000000-0000-0000-0000-000000000000.png'),
      url.replace(/&signature=.*$/, ''),
    ]) {
      const response = await fetch(`${t.url}${tampered}`);
      expect(response.status, tampered).toBe(403);
      expect(await response.text()).toBe('This link is not valid.');
    }
  });

  it('refuses an expired URL with 403', async () => {
    const url = await storedIconUrl();
    const key = /\/files\/brand-assets\/([^?]+)/.exec(url)![1];
    const expired = signFileUrl(t.config.jwtSecret, BRAND_ASSETS_BUCKET, key, Date.now() - 2 * 60 * 60 * 1000);
    const response = await fetch(`${t.url}${expired}`);
    expect(response.status).toBe(403);
    expect(await response.text()).toMatch(/expired/);
    expect((await fetch(`${t.url}${signFileUrl(t.config.jwtSecret, BRAND_ASSETS_BUCKET, key)}`)).status).toBe(200);
  });

  it('refuses a URL signed with another secret', async () => {
    const url = await storedIconUrl();
    const key = /\/files\/brand-assets\/([^?]+)/.exec(url)![1];
    expect((await fetch(`${t.url}${signFileUrl('another-secret', BRAND_ASSETS_BUCKET, key)}`)).status).toBe(403);
  });

  it('answers 404 for paths that are no file address', async () => {
    for (const bad of ['/files/brand-assets/..%2Fjwt-secret?expires=1&signature=x', '/files/Brand_Assets/x.png', '/files/brand-assets/a/b.png']) {
      expect((await fetch(`${t.url}${bad}`)).status, bad).toBe(404);
    }
  });

  it('keeps one URL for a file within a window, so browsers can cache it', async () => {
    const id = await createBrand();
    await upload({ id: String(id), areAssetsActive: 'false', icon: png() });
    const [first, second] = [await brandUrls(id), await brandUrls(id)];
    expect(second.iconUrl).toBe(first.iconUrl);
  });
});
