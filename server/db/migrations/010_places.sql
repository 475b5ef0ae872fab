-- Places (issue 10, server/places/): the map's place search reads google_locations by position and by the words of
-- name and address together, and the suggested matches by position. One GiST index holds both: the place's point
-- (core PostgreSQL's point ops) and the trigrams of its name and address (pg_trgm, created in 001). A search keeps to
-- the map's box and walks the places in order of word similarity, then of distance to the view's centre (GiST orders
-- by both), so it reads the ten best and stops, however many places in the view share a common word ('road').
-- Measured against the alternatives at 200,000 places (scripts/benchPlaces.ts): GIN trigram indexes on name and
-- address with a point index had to score every match in the box, over 100 ms for a common word in a city view.
-- The expressions must stay exactly as server/places/embeddedPlaces.ts writes them (PLACE_POINT, PLACE_TEXT).
CREATE INDEX google_locations_point_text_idx ON google_locations USING gist (
  point(longitude, latitude),
  (name || ' ' || coalesce(formatted_address, '')) gist_trgm_ops(siglen = 64)
);
