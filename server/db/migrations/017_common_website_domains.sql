-- Common website domains (spec 3, Settings -> Common websites): hosts shared by unrelated businesses (social networks,
-- link pages, delivery platforms). Website-based brand similarity ignores websites on them (server/brands/similarBrands.ts).
-- Domains are stored trimmed and in lower case (domain/commonWebsiteDomainSchemas.ts). The unique constraint is checked
-- at the end of each statement (DEFERRABLE INITIALLY IMMEDIATE), so one save may swap two rows' domains.
CREATE TABLE common_website_domains (
  id serial PRIMARY KEY,
  website_domain text NOT NULL CHECK (website_domain = lower(btrim(website_domain)) AND length(website_domain) BETWEEN 1 AND 253),
  created_date timestamptz NOT NULL DEFAULT now(),
  modified_date timestamptz NOT NULL DEFAULT now(),
  CONSTRAINT common_website_domains_domain_key UNIQUE (website_domain) DEFERRABLE INITIALLY IMMEDIATE
);
-- The settings page's search (a part of the domain, any case).
CREATE INDEX common_website_domains_domain_trgm_idx ON common_website_domains USING gin (website_domain gin_trgm_ops);
