-- Deposits through the reference payment provider (a card form, or a bank picked for a transfer,
-- then a 3-D Secure-style confirmation): started by the player (their request key makes a double
-- click one payment), confirmed or declined at the provider, or abandoned (cancelled there, or
-- left until it expires). The money lands once, through the ledger, under the key `deposit:<id>`.
CREATE TABLE deposits (
  id text PRIMARY KEY,
  partner integer NOT NULL,
  player_id integer NOT NULL REFERENCES players (id) ON DELETE CASCADE,
  account_id integer NOT NULL REFERENCES accounts (id),
  method text NOT NULL,
  method_kind text NOT NULL CHECK (method_kind IN ('card', 'bank')),
  amount numeric(18, 2) NOT NULL CHECK (amount > 0),
  request_key text NOT NULL UNIQUE,
  lang text NOT NULL,
  status text NOT NULL DEFAULT 'started'
    CHECK (status IN ('started', 'authenticating', 'succeeded', 'declined', 'abandoned')),
  -- What the payer used: a card's last four digits, or the bank.
  paid_with text,
  created_at timestamptz NOT NULL DEFAULT now(),
  expires_at timestamptz NOT NULL,
  decided_at timestamptz
);
CREATE INDEX deposits_player ON deposits (player_id, created_at DESC);

-- Bonuses: a welcome bonus on the first deposit, a promo code's bonus or free bet. What a bonus
-- holds is money on a bonus account of its own (accounts.bonus_id); wagering is counted here
-- (turnover that bets and casino rounds report, once per key) and converts the bonus to main
-- money when met; expiry or refusal forfeits it to the bonus pool.
CREATE TABLE bonuses (
  id serial PRIMARY KEY,
  player_id integer NOT NULL REFERENCES players (id) ON DELETE CASCADE,
  -- The spec's numeric bonus type (sport 0, casino 1, promocode 3, freebet 6, …).
  type integer NOT NULL,
  title text NOT NULL,
  -- Where it came from: a welcome bonus's code or a promo code, each once per player.
  source text NOT NULL CHECK (source IN ('welcome', 'promo')),
  source_code text NOT NULL,
  promo_id integer,
  currency_id integer NOT NULL REFERENCES currencies (id),
  amount numeric(18, 2) NOT NULL CHECK (amount > 0),
  wager_required numeric(18, 2) NOT NULL CHECK (wager_required >= 0),
  wager_done numeric(18, 2) NOT NULL DEFAULT 0 CHECK (wager_done >= 0),
  status text NOT NULL DEFAULT 'active'
    CHECK (status IN ('active', 'converted', 'expired', 'refused')),
  created_at timestamptz NOT NULL DEFAULT now(),
  expires_at timestamptz NOT NULL,
  closed_at timestamptz,
  UNIQUE (player_id, source, source_code)
);
CREATE INDEX bonuses_player ON bonuses (player_id, id DESC);
CREATE INDEX bonuses_expiring ON bonuses (expires_at) WHERE status = 'active';

ALTER TABLE accounts ADD COLUMN bonus_id integer UNIQUE REFERENCES bonuses (id);
-- The welcome bonus a (first) deposit brought.
ALTER TABLE deposits ADD COLUMN bonus_id integer REFERENCES bonuses (id);

-- Turnover reported for wagering, once per key (a bet, a casino round).
CREATE TABLE bonus_turnover (
  key text PRIMARY KEY,
  player_id integer NOT NULL REFERENCES players (id) ON DELETE CASCADE,
  amount numeric(18, 2) NOT NULL CHECK (amount > 0),
  currency_id integer NOT NULL REFERENCES currencies (id),
  created_at timestamptz NOT NULL DEFAULT now()
);
