-- The user report's chart (docs/reports.md, "User"): a person's resolutions per day, counted from this small index
-- alone (index-only: resolutions are one event in several) instead of reading every event of theirs in the range.
CREATE INDEX events_user_resolutions_idx ON events (user_id, created_date) INCLUDE (entity_type) WHERE type = 'RESOLVE' AND user_id IS NOT NULL;
