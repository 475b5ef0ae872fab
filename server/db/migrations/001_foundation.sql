-- Users, roles, sign-in and history: the foundation every capability stands on.
CREATE EXTENSION IF NOT EXISTS pg_trgm;

CREATE TABLE roles (
  id serial PRIMARY KEY,
  name text NOT NULL UNIQUE
);

CREATE TABLE users (
  id serial PRIMARY KEY,
  name text NOT NULL,
  email text NOT NULL,
  role_id integer NOT NULL REFERENCES roles(id),
  is_active boolean NOT NULL DEFAULT true,
  is_deleted boolean NOT NULL DEFAULT false,
  login_date timestamptz,
  created_date timestamptz NOT NULL DEFAULT now(),
  modified_date timestamptz NOT NULL DEFAULT now()
);
-- One live account per address; a deleted account keeps its row so history still names it.
CREATE UNIQUE INDEX users_email_live_idx ON users (lower(email)) WHERE NOT is_deleted;
CREATE INDEX users_role_idx ON users (role_id);
CREATE INDEX users_name_trgm_idx ON users USING gin (name gin_trgm_ops);

CREATE TABLE login_codes (
  id serial PRIMARY KEY,
  email text NOT NULL,
  code_hash text NOT NULL,
  expires_at timestamptz NOT NULL,
  failed_attempts integer NOT NULL DEFAULT 0,
  used_at timestamptz,
  created_date timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX login_codes_email_idx ON login_codes (lower(email), created_date DESC);

CREATE TABLE refresh_tokens (
  id uuid PRIMARY KEY,
  family_id uuid NOT NULL,
  user_id integer NOT NULL REFERENCES users(id),
  expires_at timestamptz NOT NULL,
  used_at timestamptz,
  revoked_at timestamptz,
  created_date timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX refresh_tokens_family_idx ON refresh_tokens (family_id);

CREATE TABLE events (
  id bigserial PRIMARY KEY,
  user_id integer REFERENCES users(id),
  type text NOT NULL,
  sub_type text,
  entity_type text NOT NULL,
  entity_id integer NOT NULL,
  message text NOT NULL,
  data jsonb,
  created_date timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX events_entity_idx ON events (entity_type, entity_id, created_date DESC);

CREATE TABLE settings (
  key text PRIMARY KEY,
  value jsonb NOT NULL
);
