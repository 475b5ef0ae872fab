-- Platforms (spec 3, sections 3 and 5; DESIGN.md section 5): a family of restaurant sites built on one product. Its
-- identification regex says which menu URLs belong to it, its normalization regex the canonical form of such a URL.
-- Both are RE2 patterns, checked by domain/re2Patterns.ts before they are stored.
CREATE TABLE platforms (
  id serial PRIMARY KEY,
  name text NOT NULL CHECK (char_length(name) BETWEEN 1 AND 100),
  url_identification_regex text NOT NULL CHECK (char_length(url_identification_regex) BETWEEN 1 AND 1000),
  url_normalization_regex text NOT NULL CHECK (char_length(url_normalization_regex) BETWEEN 1 AND 1000),
  created_date timestamptz NOT NULL DEFAULT now(),
  created_by_id integer REFERENCES users(id),
  modified_date timestamptz NOT NULL DEFAULT now(),
  modified_by_id integer REFERENCES users(id)
);
