-- A signed-in player's game event subscriptions (betting side §7, gamesubscription/save): the
-- event types of one game they want a notification of. Nothing about the events is stored: the
-- notifications are computed from the feed simulator's play of the game. `since_ms` is the feed
-- clock when the player first subscribed: what happened before it is not news to them. Saving an
-- empty list deletes the row.
CREATE TABLE game_subscriptions (
  player_id integer NOT NULL REFERENCES players (id) ON DELETE CASCADE,
  game_id integer NOT NULL CHECK (game_id > 0),
  event_types smallint[] NOT NULL CHECK (cardinality(event_types) BETWEEN 1 AND 16),
  since_ms bigint NOT NULL CHECK (since_ms >= 0),
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (player_id, game_id)
);
