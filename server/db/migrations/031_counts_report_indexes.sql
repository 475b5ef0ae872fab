-- The counts report (server/reports/countsReport.ts; docs/reports.md) reads each table once for its groupings and total
-- (GROUPING SETS): from these indexes alone once vacuumed, instead of every row of locations and menus. Brands already
-- have brands_status_idx (status, rank).

-- Locations by status and by business status.
CREATE INDEX locations_status_business_idx ON locations (status, business_status);

-- Live menus by status and by format; it also serves the chart's count by status, so it replaces menus_live_status_idx (028).
CREATE INDEX menus_live_status_format_idx ON menus (status, format) WHERE NOT is_deleted;
DROP INDEX IF EXISTS menus_live_status_idx;

-- The deleted menus' count: a small index of the few deleted ones.
CREATE INDEX menus_deleted_idx ON menus (id) WHERE is_deleted;
