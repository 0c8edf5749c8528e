-- A signed-in player's favourites (betting side §7): games, championships and teams, by the feed's
-- ids. The key keeps an id once per list, so adding it again changes nothing. `ordinal` orders a
-- list newest first; it is not the time added, because a guest's list merged in on sign-in goes
-- after the player's own favourites however recently it was written.
CREATE TABLE player_favourites (
  player_id integer NOT NULL REFERENCES players (id) ON DELETE CASCADE,
  kind text NOT NULL CHECK (kind IN ('game', 'championship', 'team')),
  item_id integer NOT NULL CHECK (item_id > 0),
  ordinal bigint NOT NULL,
  added_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (player_id, kind, item_id)
);
CREATE INDEX player_favourites_order ON player_favourites (player_id, kind, ordinal DESC);
