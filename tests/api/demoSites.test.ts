// The demo restaurant sites over HTTP (issue 12): the product serves them under /demo-sites/ with the headers every
// response carries, the origin's robots.txt speaks for them, and only reads are answered.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../support/testApp';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

describe('the demo sites over HTTP', () => {
  it('serves a menu page with the security headers', async () => {
    const response = await fetch(`${t.url}/demo-sites/olive-grove/menu?utm_source=test`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(response.headers.get('content-security-policy')).toContain("script-src 'self'");
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('x-frame-options')).toBe('DENY');
    expect(await response.text()).toContain('Hummus');
  });

  it('answers HEAD without a body, the failing site with 503 and Retry-After, documents with their types', async () => {
    const head = await fetch(`${t.url}/demo-sites/harbour-grill/menu`, { method: 'HEAD' });
    expect(head.status).toBe(200);
    expect(Number(head.headers.get('content-length'))).toBeGreaterThan(5_000);
    expect(await head.text()).toBe('');
    const failing = await fetch(`${t.url}/demo-sites/lighthouse-diner/menu`);
    expect(failing.status).toBe(503);
    expect(failing.headers.get('retry-after')).toBe('2');
    expect((await fetch(`${t.url}/demo-sites/green-leaf-cafe/files/menu.pdf`)).headers.get('content-type')).toBe('application/pdf');
    expect((await fetch(`${t.url}/demo-sites/taco-fiesta/images/menu.png`)).headers.get('content-type')).toBe('image/png');
  });

  it('serves robots.txt, 404s unknown pages and does not answer writes', async () => {
    const robots = await fetch(`${t.url}/robots.txt`);
    expect(await robots.text()).toContain('Disallow: /demo-sites/harbour-grill/staff-only/');
    expect((await fetch(`${t.url}/demo-sites/nowhere`)).status).toBe(404);
    const post = await fetch(`${t.url}/demo-sites/olive-grove/menu`, { method: 'POST', body: 'x' });
    expect(await post.text()).not.toContain('Hummus');
  });
});
