-- Brands and locations screens (issue 9): similar brands by website host, related brands in either direction, the
-- brands list's date order. Names are searched through 002's GIN and 007's GiST trigram and prefix indexes.

-- The host of a website as people compare them: lower case, without scheme, 'www.', port, path, query or fragment.
-- 'https://www.Nandos.co.uk/menu' and 'nandos.co.uk' are one host. NULL for NULL or empty text.
CREATE OR REPLACE FUNCTION website_host(website text) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE RETURNS NULL ON NULL INPUT
  AS $$ SELECT nullif(substring(lower(btrim(website)) FROM '^(?:[a-z][a-z0-9+.-]*://)?(?:www\.)?([^/:?#@\s]+)'), '') $$;

CREATE INDEX locations_website_host_idx ON locations (website_host(website), brand_id) WHERE website IS NOT NULL;
CREATE INDEX brands_website_host_idx ON brands (website_host(website)) WHERE website IS NOT NULL;
-- NOT_SAME relations are read from either side (brand_relations' primary key serves brand_id).
CREATE INDEX brand_relations_related_idx ON brand_relations (related_brand_id);
CREATE INDEX brands_modified_date_idx ON brands (modified_date);
CREATE INDEX locations_original_brand_idx ON locations (original_brand_id);
-- The brand pickers' name search (server/brands/brandSearch.ts): names containing each word of the term, through a GIN
-- trigram index of its own expression, so the planner never takes 007's GiST index for it (a GiST bitmap scan of a
-- LIKE pattern read ten times the pages here).
CREATE INDEX brands_name_lower_trgm_idx ON brands USING gin (lower(name) gin_trgm_ops);
