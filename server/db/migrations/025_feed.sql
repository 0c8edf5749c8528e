-- The feed simulator computes games, play and prices from its seed and clock in memory; what must
-- outlast a process is kept here: the seed, how far its clock was moved ahead, and each finished
-- game's result (recorded once, read by settlement).
CREATE TABLE feed_state (
  singleton boolean PRIMARY KEY DEFAULT true CHECK (singleton),
  seed text NOT NULL CHECK (seed <> ''),
  clock_offset_ms bigint NOT NULL DEFAULT 0 CHECK (clock_offset_ms >= 0),
  updated_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE feed_results (
  game_id integer PRIMARY KEY,
  sport_id integer NOT NULL,
  champ_id integer NOT NULL,
  team1_id integer NOT NULL,
  team2_id integer NOT NULL,
  started_at timestamptz NOT NULL,
  score1 integer NOT NULL,
  score2 integer NOT NULL,
  -- Each period's score, [[h, a], …]; overtime and shoot-out flags.
  periods jsonb NOT NULL,
  overtime boolean NOT NULL DEFAULT false,
  shootout boolean NOT NULL DEFAULT false,
  recorded_at timestamptz NOT NULL DEFAULT now(),
  -- Set by settlement when every bet on the game is settled (the coupon issue).
  settled_at timestamptz
);
CREATE INDEX feed_results_unsettled ON feed_results (game_id) WHERE settled_at IS NULL;
