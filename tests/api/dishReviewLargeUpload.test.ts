// A corrected menu data file of a 5,000-dish menu (about 1.1 MB as a request) is uploaded through saveDishReviewTask by
// a signed-in reviewer: /graphql takes up to 8 MB from a valid session and 1 MB from anyone else
// (server/http/bodyLimit.ts). Anonymous bodies, forged or ended sessions' bodies over 1 MB (those told 'Unauthenticated.'),
// and signed-in bodies over 8 MB (announced or chunked) are answered 413 before they are read further.
import { describe, expect, it } from 'vitest';
import { endUserSessions } from '../../server/auth/sessions';
import { issueAccessToken } from '../../server/auth/tokens';
import { GRAPHQL_BODY_LIMIT_BYTES, SIGNED_IN_GRAPHQL_BODY_LIMIT_BYTES } from '../../server/http/bodyLimit';
import { dishReviewTestApp } from './dishReviewSupport';

const { app, ids, gql, scrapedMenuInReview } = dishReviewTestApp();

const SAVE = `mutation($id: ID!, $titles: JSON, $dishes: JSON) {
  saveDishReviewTask(id: $id, uploadedMenuTitlesData: $titles, uploadedDishesData: $dishes) { id status }
}`;
const CONFIG_QUERY = '{ authConfig { isGoogleConfigured } }';
const MB = 1024 * 1024;

type Item = Record<string, unknown>;

/** A query padded with whitespace to `bytes` (no tokens or strings added, so only the body cap can refuse it). */
const paddedBody = (bytes: number) => JSON.stringify({ query: `${' '.repeat(bytes)}${CONFIG_QUERY}` });

async function post(body: string | ReadableStream<Uint8Array>, accessToken?: string) {
  const response = await fetch(`${app.t.url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(accessToken ? { authorization: `Bearer ${accessToken}` } : {}) },
    body,
    ...(typeof body === 'string' ? {} : { duplex: 'half' }),
  } as RequestInit);
  return { status: response.status, json: (await response.json()) as { data?: unknown; errors?: { message: string; extensions: { type: string } }[] } };
}

/** `total` bytes of whitespace-padded query sent in 64 kB chunks without a length (the server may stop reading early). */
function chunkedBody(total: number): ReadableStream<Uint8Array> {
  const tail = new TextEncoder().encode(`${CONFIG_QUERY}"}`);
  const chunk = new TextEncoder().encode(' '.repeat(64 * 1024));
  let sent = 0;
  let started = false;
  return new ReadableStream<Uint8Array>({
    pull(controller) {
      if (!started) {
        started = true;
        controller.enqueue(new TextEncoder().encode('{"query":"'));
      } else if (sent + chunk.length < total) {
        sent += chunk.length;
        controller.enqueue(chunk);
      } else if (sent < total) {
        sent = total;
        controller.enqueue(tail);
      } else controller.close();
    },
  });
}

describe('a 5,000-dish corrected file through /graphql', () => {
  it('is saved for a signed-in reviewer although its request is over 1 MB', { timeout: 180_000 }, async () => {
    const { menuId, reviewTaskId } = await scrapedMenuInReview();
    const titles = await app.t.db.query<Item>(
      `SELECT id, menu_id AS "menuId", parent_id AS "parentId", title, description, diets, addons, misc_info AS "miscInfo", allergens, nutritions, calories
         FROM menu_titles WHERE menu_id = $1 AND NOT is_deleted ORDER BY position, id`,
      [menuId],
    );
    const stored = await app.t.db.query<{ id: number }>('SELECT id FROM dishes WHERE menu_id = $1 AND NOT is_deleted ORDER BY position, id', [menuId]);
    // The stored dishes kept by id, the rest new; every field filled as a real menu's would be.
    const dishes = Array.from({ length: 5000 }, (_, index) => ({
      id: index < stored.length ? stored[index].id : null,
      menuId,
      menuTitleId: titles[index % titles.length].id,
      name: `Dish ${String(index + 1).padStart(4, '0')}`,
      description: 'Slow-cooked with herbs, served warm',
      ingredients: 'tomato, basil, olive oil',
      price: `£${(5 + (index % 20)).toFixed(2)}`,
      diets: 'Vegetarian',
      addons: null,
      miscInfo: null,
      allergens: 'Gluten',
      nutritions: null,
      calories: String(200 + (index % 500)),
    }));
    const body = JSON.stringify({ query: SAVE, variables: { id: String(reviewTaskId), titles, dishes } });
    expect(Buffer.byteLength(body)).toBeGreaterThan(GRAPHQL_BODY_LIMIT_BYTES);
    expect(Buffer.byteLength(body)).toBeLessThan(SIGNED_IN_GRAPHQL_BODY_LIMIT_BYTES);

    const started = performance.now();
    const saved = await gql<{ saveDishReviewTask: { status: string } }>('reviewer', SAVE, { id: String(reviewTaskId), titles, dishes });
    // Printed, not asserted (load-dependent): the whole request, parse to commit.
    console.log(`5,000-dish upload through saveDishReviewTask: ${Math.round(performance.now() - started)} ms`);
    expect(saved.errors).toBeUndefined();
    const [menu] = await app.t.db.query<{ dish_count: number }>('SELECT dish_count FROM menus WHERE id = $1', [menuId]);
    expect(menu.dish_count).toBe(5000);
    const names = await app.t.db.query<{ name: string }>('SELECT name FROM dishes WHERE menu_id = $1 AND NOT is_deleted ORDER BY position, id', [menuId]);
    expect(names.map((row) => row.name)).toEqual(dishes.map((dish) => dish.name));
    const [event] = await app.t.db.query<{ message: string }>(
      "SELECT message FROM events WHERE entity_type = 'DISH_REVIEW_TASK' AND entity_id = $1 AND type = 'SAVE' ORDER BY id DESC LIMIT 1",
      [reviewTaskId],
    );
    expect(event.message).toBe('Task saved: menu data uploaded');
  });

  it('the same 2 MB body is refused with 413 without a session, with a forged token and with an ended session', async () => {
    const body = paddedBody(2 * MB);
    const anonymous = await post(body);
    expect(anonymous.status).toBe(413);
    expect(anonymous.json.errors?.[0]).toMatchObject({ message: `The request body is larger than ${GRAPHQL_BODY_LIMIT_BYTES} bytes.`, extensions: { type: 'VALIDATION' } });
    expect((await post(chunkedBody(2 * MB))).status).toBe(413);

    // A token that is not a valid session gets 1 MB too, answered 'Unauthenticated.' so that the SPA renews its
    // token and sends again (an access token expires after an hour on a page left open).
    const sessionRefused = { message: 'Unauthenticated.', extensions: { type: 'UNAUTHENTICATED' } };
    for (const token of [await issueAccessToken('not-the-secret', ids.reviewer), 'not.a.token']) {
      const refused = await post(body, token);
      expect(refused.status).toBe(413);
      expect(refused.json.errors?.[0]).toMatchObject(sessionRefused);
    }
    const userId = await app.t.createUser('reviewer', 'ended.session@example.com');
    const { accessToken } = await app.t.signIn('ended.session@example.com');
    expect((await post(body, accessToken)).status).toBe(200);
    await endUserSessions(app.t.db, userId);
    const ended = await post(body, accessToken);
    expect(ended.status).toBe(413);
    expect(ended.json.errors?.[0]).toMatchObject(sessionRefused);
    // Within 1 MB the same token is answered by the API as any request is.
    expect((await post(paddedBody(1024), accessToken)).status).toBe(200);
  });

  it('a signed-in session may send up to 8 MB, announced or chunked; above it 413, and the server keeps serving', async () => {
    const token = (await app.t.signIn('reviewer@example.com')).accessToken;
    const within = await post(paddedBody(2 * MB), token);
    expect(within.status).toBe(200);
    expect(within.json.data).toEqual({ authConfig: { isGoogleConfigured: false } });
    expect((await post(chunkedBody(2 * MB), token)).status).toBe(200);

    const over = await post(paddedBody(SIGNED_IN_GRAPHQL_BODY_LIMIT_BYTES + 1024), token);
    expect(over.status).toBe(413);
    expect(over.json.errors?.[0].message).toBe(`The request body is larger than ${SIGNED_IN_GRAPHQL_BODY_LIMIT_BYTES} bytes.`);
    expect((await post(chunkedBody(10 * MB), token)).status).toBe(413);
    expect((await post(paddedBody(1024), token)).status).toBe(200);
  });
});
