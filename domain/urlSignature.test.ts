import { describe, expect, it } from 'vitest';
import { platformIdentifier } from './platformIdentification';
import { segmentSignature, urlSignature } from './urlSignature';

describe('urlSignature', () => {
  it('gives the menus of one layout on one host the same signature, whatever the restaurant', () => {
    const a = urlSignature('https://menus.example-host.com/r/pizza-place/menu');
    expect(a).toBe('menus.example-host.com/r/{slug}/menu');
    expect(urlSignature('http://www.menus.example-host.com/r/curry-house/menu/')).toBe(a);
    expect(urlSignature('https://MENUS.example-host.com/r/Noodle_Bar/menu#dishes')).toBe(a);
    // After a tenant marker even one plain word is the restaurant.
    expect(urlSignature('https://menus.example-host.com/r/nandos/menu')).toBe(a);
  });

  it('keeps a layout variant apart', () => {
    expect(urlSignature('https://menus.example-host.com/r/pizza-place/menu/drinks')).toBe('menus.example-host.com/r/{slug}/menu/drinks');
    expect(urlSignature('https://menus.example-host.com/r/pizza-place/menu/drinks')).not.toBe(urlSignature('https://menus.example-host.com/r/pizza-place/menu'));
  });

  it('replaces numbers, ids and slugs in any segment and keeps file extensions', () => {
    expect(urlSignature('https://host.example/menus/1234/view.html')).toBe('host.example/menus/{n}/view.html');
    expect(urlSignature('https://host.example/m2/the-golden-fork.php')).toBe('host.example/{id}/{slug}.php');
    expect(urlSignature('https://host.example/menu/3f2a9c81d0')).toBe('host.example/menu/{id}');
    expect(urlSignature('https://host.example/v/123e4567-e89b-12d3-a456-426614174000/menu')).toBe('host.example/v/{id}/menu');
    expect(urlSignature('https://host.example/a%20b-c/menu')).toBe('host.example/{slug}/menu');
    expect(segmentSignature('menu')).toBe('menu');
    expect(segmentSignature('store42')).toBe('{id}');
    expect(segmentSignature('42')).toBe('{n}');
    expect(segmentSignature('lunch-menu')).toBe('{slug}');
  });

  it("replaces a restaurant's subdomain but keeps the product's own and the registrable domain", () => {
    expect(urlSignature('https://pizza-place.menuhost.com/menu')).toBe('{slug}.menuhost.com/menu');
    expect(urlSignature('https://wagamama.menuweb.io/menu/1001')).toBe('{slug}.menuweb.io/menu/{n}');
    expect(urlSignature('https://menus.menuhost.com/menu')).toBe('menus.menuhost.com/menu');
    expect(urlSignature('https://order.slicesites.com/a-b/menu')).toBe('order.slicesites.com/{slug}/menu');
    expect(urlSignature('https://tablehost.co.uk/r/a-b/menu')).toBe('tablehost.co.uk/r/{slug}/menu');
    expect(urlSignature('https://nandos.tablehost.co.uk/menu')).toBe('{slug}.tablehost.co.uk/menu');
    expect(urlSignature('https://menuhost.com/menu')).toBe('menuhost.com/menu');
    expect(urlSignature('http://127.0.0.1:4000/r/a-b/menu')).toBe('127.0.0.1:4000/r/{slug}/menu');
    expect(urlSignature('https://site.example:8443/x')).toBe('site.example:8443/x');
    // The demo's platforms (server/demo/demoPlatforms.ts): every pasted form of one Tablehost menu URL is one layout.
    for (const url of ['https://www.tablehost.co.uk/r/a-b/menu', 'https://tablehost.co.uk/r/a-b/menu?utm_source=facebook&utm_medium=social', 'http://tablehost.co.uk/r/a-b/menu', 'https://tablehost.co.uk/R/a-b/Menu', 'https://tablehost.co.uk/r/a-b/menu/']) {
      expect(urlSignature(url)).toBe('tablehost.co.uk/r/{slug}/menu');
    }
  });

  it('normalises the query string: tracking dropped, names sorted, values replaced', () => {
    expect(urlSignature('https://host.example/menu.php?lang=en&id=12&utm_source=x')).toBe('host.example/menu.php?id={v}&lang={v}');
    expect(urlSignature('https://host.example/menu?fbclid=abc')).toBe('host.example/menu');
    expect(urlSignature('https://host.example/menu?ID=1&id=2')).toBe('host.example/menu?id={v}');
  });

  it('gives no signature to what is not an http(s) URL', () => {
    expect(urlSignature(null)).toBeNull();
    expect(urlSignature('')).toBeNull();
    expect(urlSignature('not a url')).toBeNull();
    expect(urlSignature('ftp://host.example/menu')).toBeNull();
    expect(urlSignature('https://host.example')).toBe('host.example');
  });
});

describe('platformIdentifier', () => {
  const identifier = platformIdentifier([
    { id: 7, urlIdentificationRegex: 'example-host\\.com/' },
    { id: 3, urlIdentificationRegex: '^https://menus\\.example-host\\.com/' },
    { id: 9, urlIdentificationRegex: '(?<=x)' },
  ]);

  it('answers the first platform by id whose regex matches anywhere in the URL', () => {
    expect(identifier.platformOf('https://menus.example-host.com/r/a-b/menu')).toBe(3);
    expect(identifier.platformOf('https://other.example-host.com/r/a-b/menu')).toBe(7);
    expect(identifier.platformOf('https://elsewhere.example/menu')).toBeNull();
    expect(identifier.platformOf(null)).toBeNull();
  });
});
