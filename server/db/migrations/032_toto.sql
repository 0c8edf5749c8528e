-- Draw games (toto). A draw of type fifteen is made of 15 football games of the feed simulator,
-- chosen the same way every time (server/toto/draws.ts); a row is written when the first coupon
-- is placed on it or when it settles. A coupon's money moves only through the ledger: its total
-- stake leaves the player for `bets_open` when placed (key toto:<id>:placed), and settlement
-- empties it into the prize and the book `bets_book` (key toto:<id>:settled).

CREATE TABLE toto_draws (
  -- The draw's id (digits): the feed's day × 10 + the draw's number that day.
  id bigint PRIMARY KEY CHECK (id > 0),
  -- The spec's draw-game type id (fifteen 1).
  type_id smallint NOT NULL,
  -- The feed's games, in the draw's order.
  game_ids integer[] NOT NULL,
  closes_at timestamptz NOT NULL,
  status text NOT NULL DEFAULT 'open' CHECK (status IN ('open', 'settled', 'cancelled')),
  -- 1, X, 2 or void per event once settled.
  results text[],
  settled_at timestamptz,
  CHECK ((status = 'open') = (settled_at IS NULL)),
  CHECK ((status = 'open') = (results IS NULL))
);
CREATE INDEX toto_draws_open ON toto_draws (id) WHERE status = 'open';

CREATE TABLE toto_coupons (
  id serial PRIMARY KEY,
  draw_id bigint NOT NULL REFERENCES toto_draws (id),
  player_id integer NOT NULL REFERENCES players (id),
  -- The same coupon sent again (a double click, a retry) is this coupon.
  coupon_guid uuid NOT NULL,
  -- What was asked (draw, picks, stake): a reused guid must ask the same.
  fingerprint text NOT NULL,
  -- The picks per event as text ("1", "1X", "1X2").
  picks text[] NOT NULL,
  combinations integer NOT NULL CHECK (combinations > 0),
  -- A combination's stake, and what the ledger debited (stake × combinations).
  stake numeric(18, 2) NOT NULL CHECK (stake > 0),
  total numeric(18, 2) NOT NULL CHECK (total > 0),
  currency_id integer NOT NULL REFERENCES currencies (id),
  account_id integer NOT NULL REFERENCES accounts (id),
  status text NOT NULL DEFAULT 'open' CHECK (status IN ('open', 'won', 'lost', 'refunded')),
  -- The most right picks of its combinations, and what it paid, once settled.
  correct smallint,
  prize numeric(18, 2) CHECK (prize >= 0),
  placed_at timestamptz NOT NULL DEFAULT now(),
  settled_at timestamptz,
  UNIQUE (player_id, coupon_guid),
  CHECK ((status = 'open') = (settled_at IS NULL)),
  CHECK ((status = 'open') = (prize IS NULL))
);
CREATE INDEX toto_coupons_draw ON toto_coupons (draw_id, id);
CREATE INDEX toto_coupons_player ON toto_coupons (player_id, draw_id, id);
