-- The user report's system events (docs/reports.md, "User"): the events written without a person, in time order, for
-- the report's keyset read with includeSystemEvents. events_user_created_idx (025) leaves them out (user_id IS NULL).
CREATE INDEX events_system_created_idx ON events (created_date, id) WHERE user_id IS NULL;
