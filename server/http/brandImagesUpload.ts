// POST /brand/update-images (spec 2, REST): multipart with id, areAssetsActive, icon and image (each file optional),
// and, optionally, expectedModifiedDate (the brand's version; a stale one is 409). The caller is the viewer of the
// Bearer access token, exactly as for /graphql, and needs brand.updateImages; cookies are never read, so a cross-site
// form cannot post here. The body is capped while it streams; each file is capped and typed by its bytes (PNG, JPEG,
// WebP; SVG and everything else refused). New files get new random keys; the row, its version and the history event
// change in one transaction; files no brand refers to any more are removed after the commit.
import type http from 'node:http';
import type { Services } from '../graphql/context';
import { viewerFromAuthorization } from '../graphql/context';
import { parseId } from '../graphql/globalIds';
import { isGraphQLErrorLike } from '../graphql/errors';
import type { Queryable } from '../db/database';
import { isAtVersion, NEXT_MODIFIED_DATE } from '../db/rowVersions';
import { recordEvent } from '../history/eventRows';
import { BRAND_ASSET_MAX_BYTES, BRAND_ASSETS_BUCKET, brandAssetUrl, newBrandAssetKey } from '../files/brandAssetFiles';
import { fileStoreOf } from '../files/fileStoreOf';
import { ACCEPTED_IMAGE_TYPES_TEXT, sniffImageType } from '../files/sniffContentType';

export const BRAND_IMAGES_PATH = '/brand/update-images';
/** The whole form: two files at their cap plus room for the other fields and the multipart framing. */
export const BRAND_IMAGES_BODY_LIMIT_BYTES = 2 * BRAND_ASSET_MAX_BYTES + 64 * 1024;

const ASSETS = [
  { field: 'icon', label: 'icon', column: 'icon_file_key', change: 'iconFileKey' },
  { field: 'image', label: 'image', column: 'image_file_key', change: 'imageFileKey' },
] as const;

interface BrandAssetsRow {
  id: number;
  icon_file_key: string | null;
  image_file_key: string | null;
  are_assets_active: boolean;
  modified_date: Date | string;
}

/** An answer other than 200: its status and the message a person can act on. */
class Refusal {
  constructor(
    readonly status: number,
    readonly message: string,
  ) {}
}

function sendJson(response: http.ServerResponse, status: number, body: unknown, headers: http.OutgoingHttpHeaders = {}) {
  const text = JSON.stringify(body);
  response.writeHead(status, { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store', 'content-length': Buffer.byteLength(text), ...headers });
  response.end(text);
}

/**
 * The form, parsed by the platform's own multipart parser (undici's Request.formData), fed through a counter that
 * stops reading once the body passes `limit` bytes; null when it does.
 */
async function readFormWithin(request: http.IncomingMessage, limit: number): Promise<FormData | null> {
  const announced = Number(request.headers['content-length']);
  if (Number.isFinite(announced) && announced > limit) return null;
  let size = 0;
  let isTooLarge = false;
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      const onData = (chunk: Buffer) => {
        size += chunk.length;
        if (size <= limit) return controller.enqueue(new Uint8Array(chunk));
        // Stop without destroying the socket, which would lose the 413 (as server/http/bodyLimit.ts does).
        isTooLarge = true;
        request.pause();
        request.off('data', onData).off('end', onEnd).off('error', onError);
        controller.error(new Error('The body is too large.'));
      };
      const onEnd = () => controller.close();
      const onError = (error: Error) => controller.error(error);
      request.on('data', onData).once('end', onEnd).once('error', onError);
    },
  });
  try {
    return await new Request('http://upload.invalid/', {
      method: 'POST',
      headers: { 'content-type': String(request.headers['content-type']) },
      body,
      duplex: 'half',
    } as RequestInit).formData();
  } catch (error) {
    if (isTooLarge) return null;
    throw new Refusal(400, 'The form could not be read: send it as multipart/form-data.');
  }
}

/** A chosen file's bytes; undefined when the field is absent or empty (no file chosen). */
async function fileOf(form: FormData, field: string, label: string): Promise<Buffer | undefined> {
  const value = form.get(field);
  if (value === null || value === '') return undefined;
  if (typeof value === 'string') throw new Refusal(400, `The ${label} must be sent as a file.`);
  if (value.size === 0) return undefined;
  if (value.size > BRAND_ASSET_MAX_BYTES) throw new Refusal(413, `The ${label} is larger than ${BRAND_ASSET_MAX_BYTES / 1024 / 1024} MB.`);
  return Buffer.from(await value.arrayBuffer());
}

interface BrandImagesInput {
  brandId: number;
  areAssetsActive: boolean;
  expectedModifiedDate: string | null;
  files: { column: (typeof ASSETS)[number]['column']; change: string; body: Buffer; key: string }[];
}

async function readInput(form: FormData): Promise<BrandImagesInput> {
  const id = form.get('id');
  if (typeof id !== 'string' || !id) throw new Refusal(400, 'The brand id is required.');
  let brandId: number;
  try {
    brandId = parseId('Brand', id);
  } catch (error) {
    if (isGraphQLErrorLike(error)) throw new Refusal(error.extensions?.type === 'NOT_FOUND' ? 404 : 400, error.message);
    throw error;
  }
  const active = form.get('areAssetsActive');
  if (active !== 'true' && active !== 'false') throw new Refusal(400, 'areAssetsActive must be true or false.');
  const expected = form.get('expectedModifiedDate');
  const files: BrandImagesInput['files'] = [];
  for (const asset of ASSETS) {
    const body = await fileOf(form, asset.field, asset.label);
    if (!body) continue;
    const type = sniffImageType(body);
    if (!type) throw new Refusal(400, `The ${asset.label} must be a ${ACCEPTED_IMAGE_TYPES_TEXT} image.`);
    files.push({ column: asset.column, change: asset.change, body, key: newBrandAssetKey(type) });
  }
  return { brandId, areAssetsActive: active === 'true', expectedModifiedDate: typeof expected === 'string' && expected ? expected : null, files };
}

const lockBrand = async (tx: Queryable, id: number) =>
  (await tx.query<BrandAssetsRow>('SELECT id, icon_file_key, image_file_key, are_assets_active, modified_date FROM brands WHERE id = $1 FOR UPDATE', [id]))[0];

/** Writes the new keys and the flag with the history event; the keys it replaced that no brand refers to any more. */
async function saveBrandAssets(tx: Queryable, input: BrandImagesInput, userId: number): Promise<{ row: BrandAssetsRow; unusedKeys: string[] }> {
  const before = await lockBrand(tx, input.brandId);
  if (!before) throw new Refusal(404, `Brand ${input.brandId} was not found.`);
  if (!(await isAtVersion(tx, 'brands', input.brandId, input.expectedModifiedDate))) {
    throw new Refusal(409, 'Someone else changed this since you opened it. Reload to see their changes.');
  }
  const after = { ...before, are_assets_active: input.areAssetsActive };
  for (const file of input.files) after[file.column] = file.key;
  const changes: Record<string, { from: unknown; to: unknown }> = {};
  for (const file of input.files) changes[file.change] = { from: before[file.column], to: file.key };
  if (before.are_assets_active !== after.are_assets_active) changes.areAssetsActive = { from: before.are_assets_active, to: after.are_assets_active };
  // A save that changes nothing writes nothing: no new version, no event.
  if (Object.keys(changes).length === 0) return { row: before, unusedKeys: [] };
  const [row] = await tx.query<BrandAssetsRow>(
    `UPDATE brands SET icon_file_key = $2, image_file_key = $3, are_assets_active = $4, modified_date = ${NEXT_MODIFIED_DATE}
      WHERE id = $1 RETURNING id, icon_file_key, image_file_key, are_assets_active, modified_date`,
    [input.brandId, after.icon_file_key, after.image_file_key, after.are_assets_active],
  );
  const what = [...input.files.map((file) => (file.column === 'icon_file_key' ? 'icon' : 'image')), ...(changes.areAssetsActive ? ['assets active flag'] : [])];
  await recordEvent(tx, { userId, type: 'UPDATE', entityType: 'BRAND', entityId: input.brandId, message: `Brand ${what.join(', ')} updated`, data: changes });
  const replaced = input.files.map((file) => before[file.column]).filter((key): key is string => Boolean(key));
  // A copied brand (Clone) may share a file: keep any file another row still names.
  const stillUsed = await tx.query<{ icon_file_key: string | null; image_file_key: string | null }>(
    'SELECT icon_file_key, image_file_key FROM brands WHERE icon_file_key = ANY($1::text[]) OR image_file_key = ANY($1::text[])',
    [replaced],
  );
  const usedKeys = new Set(stillUsed.flatMap((used) => [used.icon_file_key, used.image_file_key]));
  return { row, unusedKeys: replaced.filter((key) => !usedKeys.has(key)) };
}

async function handleUpload(services: Services, request: http.IncomingMessage): Promise<{ status: number; body: unknown; headers?: http.OutgoingHttpHeaders }> {
  const viewer = await viewerFromAuthorization(services, request.headers.authorization ?? null);
  if (!viewer) return { status: 401, body: { message: 'Unauthenticated.' } };
  if (!viewer.permissions.includes('brand.updateImages')) return { status: 403, body: { message: 'You do not have permission to do this.' } };
  if (!/^multipart\/form-data\s*;/i.test(request.headers['content-type'] ?? '')) {
    throw new Refusal(400, 'Send the images as multipart/form-data.');
  }
  const form = await readFormWithin(request, BRAND_IMAGES_BODY_LIMIT_BYTES);
  if (!form) {
    const message = `The upload is larger than ${BRAND_IMAGES_BODY_LIMIT_BYTES} bytes; each image may be at most ${BRAND_ASSET_MAX_BYTES / 1024 / 1024} MB.`;
    return { status: 413, body: { message }, headers: { connection: 'close' } };
  }
  const input = await readInput(form);
  // Unknown brands are refused before any file is stored.
  const [exists] = await services.db.query('SELECT 1 FROM brands WHERE id = $1', [input.brandId]);
  if (!exists) throw new Refusal(404, `Brand ${input.brandId} was not found.`);

  const store = fileStoreOf(services.config);
  let saved: Awaited<ReturnType<typeof saveBrandAssets>>;
  try {
    for (const file of input.files) await store.put(BRAND_ASSETS_BUCKET, file.key, file.body);
    saved = await services.db.transaction((tx) => saveBrandAssets(tx, input, viewer.id));
  } catch (error) {
    // Nothing refers to the new keys: remove whatever was stored of them.
    await Promise.allSettled(input.files.map((file) => store.remove(BRAND_ASSETS_BUCKET, file.key)));
    throw error;
  }
  const removed = await Promise.allSettled(saved.unusedKeys.map((key) => store.remove(BRAND_ASSETS_BUCKET, key)));
  for (const result of removed) if (result.status === 'rejected') console.error('Brand images: an old file could not be removed', String(result.reason));
  return {
    status: 200,
    body: {
      iconUrl: await brandAssetUrl(store, saved.row.icon_file_key),
      imageUrl: await brandAssetUrl(store, saved.row.image_file_key),
      areAssetsActive: saved.row.are_assets_active,
      modifiedDate: new Date(saved.row.modified_date).toISOString(),
    },
  };
}

export function createBrandImagesUploadHandler(services: Services) {
  return async (request: http.IncomingMessage, response: http.ServerResponse) => {
    if (request.method !== 'POST') {
      sendJson(response, 405, { message: 'Use POST.' }, { allow: 'POST' });
      return;
    }
    try {
      const answer = await handleUpload(services, request);
      sendJson(response, answer.status, answer.body, answer.headers);
    } catch (error) {
      if (error instanceof Refusal) {
        sendJson(response, error.status, { message: error.message });
        return;
      }
      console.error('Brand images: the upload failed', error instanceof Error ? error.message : String(error));
      sendJson(response, 500, { message: 'The images could not be saved. Try again.' });
    }
  };
}
