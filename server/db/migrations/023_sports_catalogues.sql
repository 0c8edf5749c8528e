-- The sportsbook's sports catalogue (seed-data/sports.json), named per language in
-- catalogue_names ('sports'). Ids are the feed's and never change: 1 football … about 311, cyber
-- sports 4005–4048, long-term bets 2999, and id 0, the entry shown for an id the catalogue lacks.
CREATE TABLE sports (
  id integer PRIMARY KEY CHECK (id >= 0),
  name text NOT NULL CHECK (name <> ''),
  kind text NOT NULL CHECK (kind IN ('regular', 'cyber', 'longterm', 'dummy'))
);

-- The currency catalogue keeps ids that have no code (reserved or retired in the source table):
-- a code, when there is one, is still one currency's alone.
ALTER TABLE currencies DROP CONSTRAINT currencies_code_key;
CREATE UNIQUE INDEX currencies_code ON currencies (code) WHERE code <> '';
