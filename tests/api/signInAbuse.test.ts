// Sign-in by code under attack, with the real limits (server/auth/signInLimits.ts): the wrong-guess budget belongs to
// the address and to the client address over a window, asking again neither refills it nor kills the owner's code,
// concurrent guesses are all counted, and no answer tells whether an account exists.
// The app trusts one proxy hop here, so each test can speak from client addresses of its own (X-Forwarded-For); the
// last describe checks that the header is ignored when no proxy is trusted, the default.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { clientAddressOf, clientKey } from '../../server/auth/signInClientAddress';
import { DEFAULT_SIGN_IN_LIMITS } from '../../server/auth/signInLimits';
import { startTestApp, type GraphQLResponse, type TestApp } from '../support/testApp';

const LOGIN = 'mutation($email: String!, $code: String!) { loginWithEmail(email: $email, code: $code) { accessToken } }';
const REQUEST = 'mutation($email: String!) { requestLoginCode(email: $email) }';
const NOT_ACCEPTED = 'This email and security code do not match a valid code. Check the latest code you received, or request a new one.';
const TOO_MANY = /^Too many attempts\. Wait \d+ (minutes?|hours) and request a new code\.$/;
const { guessesPerAddress, guessesPerClient, codesPerAddress, requestsPerClient } = DEFAULT_SIGN_IN_LIMITS;

let t: TestApp;
/** Tests that make dozens of requests in a row: on a busy machine they need more than the default 30 s. */
const SLOW_LOOP_MS = 90_000;

beforeAll(async () => {
  t = await startTestApp({ trustProxyHops: 1 });
  await t.createUser('admin', 'owner@example.com');
  await t.createUser('definer', 'off@example.com', { isActive: false });
});
afterAll(() => t.close());

// The budgets are per clock hour: a test that straddles the hour would see two windows, so none starts in its last 20 s.
beforeEach(async () => {
  const left = 3_600_000 - (Date.now() % 3_600_000);
  if (left < 20_000) await new Promise((resolve) => setTimeout(resolve, left + 500));
});

async function gqlFrom<T = Record<string, unknown>>(app: TestApp, client: string, query: string, variables: Record<string, unknown>) {
  const response = await fetch(`${app.url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': client },
    body: JSON.stringify({ query, variables }),
  });
  return (await response.json()) as GraphQLResponse<T>;
}

const guess = (client: string, email: string, code: string, app = t) => gqlFrom<{ loginWithEmail: { accessToken: string } }>(app, client, LOGIN, { email, code });
const ask = (client: string, email: string, app = t) => gqlFrom<{ requestLoginCode: boolean }>(app, client, REQUEST, { email });

function codesSentTo(email: string): string[] {
  return t.deliveredCodes.filter((entry) => entry.email === email).map((entry) => entry.code);
}

/** A code that is certainly not one of the address's live codes. */
function wrongCode(email: string): string {
  const sent = new Set(codesSentTo(email));
  for (let n = 0; ; n++) {
    const candidate = String(n).padStart(6, '0');
    if (!sent.has(candidate)) return candidate;
  }
}

/** As if the clock hour ended for this address's counters: its hourly windows are gone, its day windows stay. */
async function hourPasses(key: string) {
  await t.db.query(`DELETE FROM sign_in_counters WHERE period = 'hour' AND key = $1`, [key]);
}

async function newUser(email: string) {
  await t.createUser('definer', email);
  return email;
}

describe('the budget belongs to the address', () => {
  it('a request-then-guess loop stops at the budget; the owner is told to wait, then their code still works', async () => {
    const owner = 'owner@example.com';
    const answers: string[] = [];
    for (let round = 0; round < 30; round++) {
      expect((await ask('203.0.113.1', owner)).data?.requestLoginCode).toBe(true);
      const result = await guess('203.0.113.1', owner, wrongCode(owner));
      expect(result.errors?.[0].extensions?.type).toBe('LOGIN_FAILED');
      answers.push(result.errors![0].message);
    }
    expect(answers.filter((message) => message === NOT_ACCEPTED)).toHaveLength(guessesPerAddress.hour);
    expect(answers.slice(guessesPerAddress.hour).every((message) => TOO_MANY.test(message))).toBe(true);

    // Thirty requests sent the owner one code, re-sent up to the delivery limit: none replaced the one they hold.
    const sent = codesSentTo(owner);
    expect(sent).toHaveLength(codesPerAddress.hour);
    expect(new Set(sent).size).toBe(1);

    // The owner, from elsewhere and with the right code, is told to wait like everyone else.
    const owners = await guess('198.51.100.7', owner, sent[0]);
    expect(owners.errors?.[0].message).toMatch(TOO_MANY);

    // In the next hour the same code signs in: the flood did not destroy it.
    await hourPasses(owner);
    const later = await guess('198.51.100.7', owner, sent[0]);
    expect(later.errors).toBeUndefined();
    expect(later.data?.loginWithEmail.accessToken).toBeTruthy();
  }, SLOW_LOOP_MS);

  it('the day budget holds across hours: after it, even the right code waits for the next day', async () => {
    const email = await newUser('daily@example.com');
    await ask('203.0.113.2', email);
    const code = codesSentTo(email)[0];
    let checked = 0;
    for (let hour = 0; hour < 4; hour++) {
      for (let attempt = 0; attempt < guessesPerAddress.hour; attempt++) {
        if ((await guess(`203.0.113.${10 + hour}`, email, wrongCode(email))).errors?.[0].message === NOT_ACCEPTED) checked++;
      }
      await hourPasses(email);
    }
    expect(checked).toBe(guessesPerAddress.day);
    const right = await guess('198.51.100.8', email, code);
    expect(right.errors?.[0].message).toMatch(/^Too many attempts\. Wait \d+ (minutes?|hours) and request a new code\.$/);
    expect(right.errors?.[0].extensions?.retryAfterSeconds).toBeGreaterThan(0);
  });

  it('a right guess does not use up the budget: the owner can sign in many times a day', async () => {
    const email = await newUser('often@example.com');
    for (let round = 0; round < guessesPerAddress.day + 2; round++) {
      await ask('198.51.100.9', email);
      const result = await guess('198.51.100.9', email, codesSentTo(email).at(-1)!);
      expect(result.errors).toBeUndefined();
      // The deliveries are limited per hour: move them back so this loop stands for a day of sign-ins.
      await hourPasses(email);
    }
  }, SLOW_LOOP_MS);
});

describe('asking again', () => {
  it('re-sends the live code instead of replacing it, so the owner’s code keeps working', async () => {
    const email = await newUser('asks-twice@example.com');
    await ask('198.51.100.20', email);
    const [held] = codesSentTo(email);
    for (let round = 0; round < 5; round++) await ask('203.0.113.20', email);
    expect(new Set(codesSentTo(email))).toEqual(new Set([held]));
    expect((await guess('198.51.100.20', email, held)).errors).toBeUndefined();
  });

  it('near the end of a code’s life issues a new one while the old one still works; never more than two live', async () => {
    const email = await newUser('late@example.com');
    await ask('198.51.100.21', email);
    const [first] = codesSentTo(email);
    await t.db.query(`UPDATE login_codes SET expires_at = now() + interval '1 minute' WHERE email = $1`, [email]);
    await ask('198.51.100.21', email);
    await ask('198.51.100.21', email);
    const live = await t.db.query<{ n: number }>(`SELECT count(*)::int AS n FROM login_codes WHERE email = $1 AND used_at IS NULL AND expires_at > now()`, [email]);
    expect(live[0].n).toBe(2);
    expect(codesSentTo(email)).toHaveLength(3);
    expect(codesSentTo(email)[2]).toBe(codesSentTo(email)[1]);
    expect((await guess('198.51.100.21', email, first)).errors).toBeUndefined();
    // That sign-in used up both codes.
    expect((await guess('198.51.100.21', email, codesSentTo(email)[1])).errors?.[0].message).toBe(NOT_ACCEPTED);
  });
});

describe('concurrent guesses', () => {
  it('are all counted before any is checked: exactly the budget is checked, the right code then waits', async () => {
    const email = await newUser('raced@example.com');
    await ask('198.51.100.30', email);
    const [code] = codesSentTo(email);
    const wrong = wrongCode(email);
    // From many client addresses at once, so that only the address's budget stands in the way.
    const results = await Promise.all(Array.from({ length: 25 }, (_, n) => guess(`192.0.2.${n + 1}`, email, wrong)));
    const messages = results.map((result) => result.errors?.[0].message ?? 'signed in');
    expect(messages.filter((message) => message === NOT_ACCEPTED)).toHaveLength(guessesPerAddress.hour);
    expect(messages.filter((message) => TOO_MANY.test(message))).toHaveLength(25 - guessesPerAddress.hour);
    const counters = await t.db.query<{ count: number }>(
      `SELECT count FROM sign_in_counters WHERE scope = 'guessesPerAddress' AND key = $1 AND period = 'hour'`,
      [email],
    );
    expect(counters[0].count).toBe(guessesPerAddress.hour);
    expect((await guess('198.51.100.30', email, code)).errors?.[0].message).toMatch(TOO_MANY);
  });

  it('two right guesses at once sign in once', async () => {
    const email = await newUser('double@example.com');
    await ask('198.51.100.31', email);
    const [code] = codesSentTo(email);
    const results = await Promise.all([guess('198.51.100.31', email, code), guess('198.51.100.32', email, code)]);
    expect(results.filter((result) => result.data?.loginWithEmail)).toHaveLength(1);
  });
});

describe('no answer tells whether an account exists', () => {
  it('unknown, disabled and wrong code get the same answer; so does the exceeded budget', async () => {
    const email = await newUser('known@example.com');
    for (const address of [email, 'off@example.com', 'nobody@example.com']) {
      expect((await ask('198.51.100.40', address)).data?.requestLoginCode).toBe(true);
    }
    const known = await guess('198.51.100.41', email, wrongCode(email));
    const disabled = await guess('198.51.100.42', 'off@example.com', '123456');
    const unknown = await guess('198.51.100.43', 'nobody@example.com', '123456');
    expect(known.errors?.[0]).toEqual({ message: NOT_ACCEPTED, path: ['loginWithEmail'], locations: expect.anything(), extensions: { type: 'LOGIN_FAILED' } });
    expect(disabled.errors).toEqual(known.errors);
    expect(unknown.errors).toEqual(known.errors);

    // Each address has its own budget, the unknown one included, and the same answer when it is spent.
    const spent: string[] = [];
    for (const [n, address] of [email, 'off@example.com', 'nobody@example.com'].entries()) {
      for (let attempt = 1; attempt < guessesPerAddress.hour; attempt++) await guess(`192.0.2.${100 + n}`, address, '123456');
      spent.push((await guess(`192.0.2.${110 + n}`, address, '123456')).errors![0].message);
    }
    expect(spent.every((message) => TOO_MANY.test(message))).toBe(true);
  }, SLOW_LOOP_MS);
});

describe('the client address has its own budget', () => {
  it('holds across different target addresses', async () => {
    const client = '203.0.113.50';
    const targets = await Promise.all(Array.from({ length: 8 }, (_, n) => newUser(`spray${n}@example.com`)));
    const answers: string[] = [];
    // Three guesses per address: under every address's budget, over the client's after 20.
    for (const target of targets) {
      for (let attempt = 0; attempt < 3; attempt++) answers.push((await guess(client, target, '000000')).errors![0].message);
    }
    expect(answers.filter((message) => message === NOT_ACCEPTED)).toHaveLength(guessesPerClient.hour);
    expect(answers.slice(guessesPerClient.hour).every((message) => TOO_MANY.test(message))).toBe(true);
    // Another client guessing at the same address is still checked.
    expect((await guess('203.0.113.51', targets[7], '000000')).errors?.[0].message).toBe(NOT_ACCEPTED);
  });

  it('limits code requests from one client, for every address alike', async () => {
    const client = '203.0.113.60';
    const answers: GraphQLResponse<{ requestLoginCode: boolean }>[] = [];
    for (let n = 0; n <= requestsPerClient.hour; n++) answers.push(await ask(client, `someone${n}@example.com`));
    expect(answers.slice(0, requestsPerClient.hour).every((answer) => answer.data?.requestLoginCode === true)).toBe(true);
    expect(answers.at(-1)?.errors?.[0].message).toMatch(TOO_MANY);
    expect((await ask('203.0.113.61', 'someone0@example.com')).data?.requestLoginCode).toBe(true);
  }, SLOW_LOOP_MS);
});

describe('X-Forwarded-For without a trusted proxy', () => {
  let plain: TestApp;
  beforeAll(async () => {
    plain = await startTestApp();
  });
  afterAll(() => plain.close());

  it('is ignored: a client cannot escape its budget by naming other addresses', async () => {
    const answers: string[] = [];
    for (let n = 0; n <= guessesPerClient.hour; n++) {
      answers.push((await guess(`10.0.${n}.1`, `target${n % 5}@example.com`, '000000', plain)).errors![0].message);
    }
    expect(answers.slice(0, guessesPerClient.hour).every((message) => message === NOT_ACCEPTED)).toBe(true);
    expect(answers.at(-1)).toMatch(TOO_MANY);
  });

  it('picks the address the nearest trusted proxy saw, and counts IPv6 clients by their /64', () => {
    expect(clientAddressOf(0, '1.2.3.4', '::ffff:127.0.0.1')).toBe('127.0.0.1');
    expect(clientAddressOf(1, 'forged, 1.2.3.4', '10.0.0.1')).toBe('1.2.3.4');
    expect(clientAddressOf(2, 'forged, 1.2.3.4, 10.0.0.2', '10.0.0.1')).toBe('1.2.3.4');
    expect(clientKey('2001:db8:1:2:aaaa::1')).toBe(clientKey('2001:0db8:0001:0002:ffff:1:2:3'));
    expect(clientKey('2001:db8:1:2::1')).toBe('2001:db8:1:2::/64');
    expect(clientKey('2001:db8:1:3::1')).not.toBe(clientKey('2001:db8:1:2::1'));
  });
});
