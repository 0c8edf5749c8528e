-- Names of catalogue items per language, keyed by catalogue, item id and language, so the ids the
-- settings and phone rules use stay the same while the names follow the page's language. Countries
-- first; the sportsbook adds its sports and tournaments to the same table. The catalogue's own
-- name column stays the English name and the fallback for a language without a row here.
CREATE TABLE catalogue_names (
  catalogue text NOT NULL CHECK (catalogue ~ '^[a-z_]{1,32}$'),
  item_id integer NOT NULL,
  language text NOT NULL REFERENCES languages (code),
  name text NOT NULL CHECK (name <> ''),
  PRIMARY KEY (catalogue, item_id, language)
);
