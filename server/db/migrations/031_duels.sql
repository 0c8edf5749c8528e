-- Duels (issue 18): synthetic games between two sets of players of upcoming games. A duel is a
-- pure function of its players and the feed's seed; only which id stands for which sets is kept,
-- so bets on it are quoted and settled by id like any game's. Ids come from a hash of the sets'
-- key (DUEL_ID_BASE and up, probing on a clash): the same sets are the same duel.
CREATE TABLE feed_duels (
  id integer PRIMARY KEY CHECK (id >= 2100000000),
  -- The sides' sorted player ids, "a,b|c,d": one row a pair of sets.
  key text NOT NULL UNIQUE,
  team1 jsonb NOT NULL,
  team2 jsonb NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
