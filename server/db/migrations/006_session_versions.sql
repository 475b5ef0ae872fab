-- Sessions that end at once (issue 7): an access token carries its user's session version and its refresh family.
-- Disabling a user, changing their role or deleting them bumps the version, so every access token issued before stops
-- working on its next request; revoking a family (logout, reuse of a rotated refresh token) ends that family's tokens.
ALTER TABLE users ADD COLUMN session_version integer NOT NULL DEFAULT 0;
-- The per-request check 'is this family revoked?' is one probe of this small partial index.
CREATE INDEX refresh_tokens_revoked_family_idx ON refresh_tokens (family_id) WHERE revoked_at IS NOT NULL;
