-- The demo data's restaurant sites are part of the data it wrote (issue 24), so that every process on the database, the
-- API's and the `npm run worker` ones whatever their PORT, answers them alike.

-- The made-up restaurants' menu pages the demo data writes (server/demo-sites/demoRestaurantPages.ts): each demo menu
-- with scraping instructions points at one, under /demo-sites/restaurants/.
CREATE TABLE demo_site_pages (
  path text PRIMARY KEY,
  html text NOT NULL
);

-- The origin the demo data wrote its menu URLs under (settings 'demoSitesOrigin', written with the demo data since this
-- migration): a database loaded before it gets the origin its demo menus name.
INSERT INTO settings (key, value)
SELECT 'demoSitesOrigin', to_jsonb(substring(url FROM '^(https?://[^/]+)/demo-sites/'))
  FROM menus
 WHERE url ~ '^https?://[^/]+/demo-sites/'
 ORDER BY id
 LIMIT 1
ON CONFLICT (key) DO NOTHING;
