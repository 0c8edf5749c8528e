-- Manager bets: a VIP player's personal manager proposes a bet (selections and a stake, with a
-- note); the player approves it (it is then placed as any bet, at the prices of the moment under
-- the player's own odds-change policy) or declines it. Nothing is held while a proposal waits: no
-- money moves until the bet is placed, and then only through the ledger, as for any bet.
CREATE TABLE manager_bets (
  id serial PRIMARY KEY,
  player_id integer NOT NULL REFERENCES players (id),
  bet_kind text NOT NULL CHECK (bet_kind IN ('single', 'express', 'system')),
  system_size smallint CHECK ((bet_kind = 'system') = (system_size IS NOT NULL)),
  -- The coupon's events at the prices when proposed (the shape bets and bet requests keep).
  events jsonb NOT NULL,
  -- Each selection as the feed named it when proposed (the list shows it long after).
  selections jsonb NOT NULL,
  stake numeric(18, 2) NOT NULL CHECK (stake > 0),
  currency_id integer NOT NULL REFERENCES currencies (id),
  note text,
  -- The language the selections were named in when proposed.
  language text NOT NULL,
  status text NOT NULL DEFAULT 'waiting'
    CHECK (status IN ('waiting', 'placed', 'declined', 'expired')),
  -- Why a proposal expired (server/bets/manager-bets.ts: ExpiryReason).
  reason text,
  bet_id integer UNIQUE REFERENCES bets (id),
  -- Times on the feed's clock (the one kick-offs are read at; tests and demos move it).
  created_at timestamptz NOT NULL,
  decided_at timestamptz,
  expires_at timestamptz NOT NULL,
  CHECK ((status = 'placed') = (bet_id IS NOT NULL)),
  CHECK ((status = 'waiting') = (decided_at IS NULL)),
  CHECK ((status = 'expired') = (reason IS NOT NULL))
);
CREATE INDEX manager_bets_player ON manager_bets (player_id, id DESC);
CREATE INDEX manager_bets_waiting ON manager_bets (id) WHERE status = 'waiting';
