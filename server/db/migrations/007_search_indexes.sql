-- The palette's search (server/search/): brands by name, best first. The GIN trigram indexes of 002 find
-- the rows that match, but a common term ('the') matches a sixth of all brands, and ranking them all read and
-- sorted 15,000 rows. A GiST trigram index returns rows in order of word-similarity distance (ORDER BY term <<-> name),
-- so the first results are read and the rest never are. Menus keep 002's GIN index (server/search/searchQueries.ts says
-- why); people are few and compared row by row; tasks are found by number (primary key) or through their brand.
CREATE INDEX brands_name_trgm_gist_idx ON brands USING gist (name gist_trgm_ops(siglen = 32));
-- Two characters hold no whole trigram: a brand name then matches as a prefix, read in order from this index.
CREATE INDEX brands_name_prefix_idx ON brands ((lower(name) COLLATE "C"));
