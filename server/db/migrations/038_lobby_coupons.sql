-- The coupon lobby (couponConfig.lobby): coupons players published with the bets they placed, for
-- anyone to browse and copy into their own slip. A published coupon names its publisher only by a
-- masked public name (never an e-mail, a phone or a name); the player is kept to count their record.

CREATE TABLE lobby_coupons (
  id serial PRIMARY KEY,
  -- One publication a bet: published with it (MakeBetWeb's withLobby, in its transaction) or later.
  bet_id integer NOT NULL UNIQUE REFERENCES bets (id),
  player_id integer NOT NULL REFERENCES players (id),
  -- What the lobby shows of the publisher ("Player 4821").
  publisher text NOT NULL,
  kind text NOT NULL CHECK (kind IN ('single', 'express', 'system')),
  -- k of a system k of n.
  system_size smallint CHECK ((kind = 'system') = (system_size IS NOT NULL)),
  -- The selections in coupon order at the prices the bet was placed at, with the feed's names.
  selections jsonb NOT NULL CHECK (jsonb_typeof(selections) = 'array'),
  -- The booking code the coupon is also saved under: "Copy to slip" opens it as a shared code.
  code text NOT NULL REFERENCES saved_coupons (code),
  copies integer NOT NULL DEFAULT 0 CHECK (copies >= 0),
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX lobby_coupons_newest ON lobby_coupons (created_at DESC, id DESC);
CREATE INDEX lobby_coupons_player ON lobby_coupons (player_id);
