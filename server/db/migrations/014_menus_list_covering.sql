-- The menus list's searches read from indexes alone (issue 11: p95 at most 30 ms at 200,000 menus; measured by
-- scripts/benchMenus.ts, server/menus/menuList.ts).

-- A brand term's prefix test read from the index alone: an index on the expression lower(name) cannot answer an
-- index-only scan (PostgreSQL needs the column the expression reads), so the lower-case name is kept as a column of
-- its own. 15,000 brands starting with 'th': 16 ms through 007's prefix index and the table, 2.6 ms from this one.
-- The scans that test every brand (a common term's count) read it too, instead of computing lower(name) per brand.
ALTER TABLE brands ADD COLUMN name_key text GENERATED ALWAYS AS (lower(name)) STORED;
CREATE INDEX brands_name_key_idx ON brands (name_key COLLATE "C") INCLUDE (id);
-- A common brand term's count reads the brands in number order from this index alone and looks up each match's menus
-- in the menus' brand order (neighbouring index pages): 'the' over 200,000 menus, 19 -> 10.5 ms.
CREATE INDEX brands_id_name_key_idx ON brands (id) INCLUDE (name_key);

-- The menus a search collects carry what the list sorts and filters them by, so collecting them reads no table rows:
-- the menus of a set of brands (a brand term) and of a status and format.
CREATE INDEX menus_brand_listing_idx ON menus (brand_id) INCLUDE (id, modified_date, format, status);
DROP INDEX menus_brand_idx;
CREATE INDEX menus_status_format_listing_idx ON menus (status, format) INCLUDE (brand_id, id, modified_date);
DROP INDEX menus_status_format_idx;
