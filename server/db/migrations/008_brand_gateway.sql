-- Review by difference (DESIGN.md section 4, "Task statuses and views"): what each view's own saves changed on the
-- gateway task, accumulated per view, so a later view's changes can mark the earlier views NEEDS_REVIEW and the QC and
-- QQA pages can highlight what DEFINE changed.
ALTER TABLE task_views ADD COLUMN changed_brand_fields text[] NOT NULL DEFAULT '{}';
ALTER TABLE task_views ADD COLUMN changed_location_ids integer[] NOT NULL DEFAULT '{}';
-- A location moved to another brand is refused when that brand already has a location with the same food authority
-- id or Google place (DUPLICATE_LOCATION): both are looked up within the target brand.
CREATE INDEX locations_brand_fsa_idx ON locations (brand_id, fsa_id) WHERE fsa_id IS NOT NULL;
CREATE INDEX locations_brand_google_idx ON locations (brand_id, google_location_id) WHERE google_location_id IS NOT NULL;
