-- Bet requests: a bet the player asked for that is not placed yet. An auto-bet waits for the feed to
-- reach the price asked (MakeBetWeb's isAutoBet, autoBetCf); a VIP bid (MakeBetBidWeb) waits for the
-- operator. The stake leaves the player's account when asked and waits on the platform's
-- `bet_requests` account; it becomes the bet's stake (placed) or goes back (released) exactly once:
-- both closing movements share the key `bet-request:<id>:closed`.
ALTER TABLE accounts DROP CONSTRAINT accounts_kind_check;
ALTER TABLE accounts ADD CONSTRAINT accounts_kind_check
  CHECK (kind IN ('main', 'bonus', 'points', 'cash_in', 'cash_out', 'withdrawals', 'bonus_pool',
    'points_pool', 'opening', 'bets_open', 'bets_book', 'bet_tax', 'advances', 'bet_requests'));

CREATE TABLE bet_requests (
  id serial PRIMARY KEY,
  player_id integer NOT NULL REFERENCES players (id),
  -- The coupon's guid: the same request sent again is this one; the bet it becomes takes it too.
  bet_guid uuid NOT NULL,
  -- What was asked (the bet's fingerprint, the kind of request and an auto-bet's price).
  fingerprint text NOT NULL,
  kind text NOT NULL CHECK (kind IN ('auto', 'vip')),
  -- The coupon: vid, expressNum and the events as asked (each with the price the player saw).
  bet_kind text NOT NULL CHECK (bet_kind IN ('single', 'express', 'system')),
  system_size smallint CHECK ((bet_kind = 'system') = (system_size IS NOT NULL)),
  events jsonb NOT NULL,
  -- Each selection as the feed named it when asked (the list shows it before any bet exists).
  selections jsonb NOT NULL,
  -- The player's odds-change policy (checkCf) an approval is placed under.
  policy smallint NOT NULL CHECK (policy BETWEEN 0 AND 2),
  -- An auto-bet's price asked (autoBetCf) and the odds format it was typed in (autoBetCfView).
  auto_price numeric(10, 3) CHECK ((kind = 'auto') = (auto_price IS NOT NULL)),
  auto_price_view smallint,
  stake numeric(18, 2) NOT NULL CHECK (stake > 0),
  currency_id integer NOT NULL REFERENCES currencies (id),
  account_id integer NOT NULL REFERENCES accounts (id),
  -- bettingConfig.tax and the language when asked: the bet is placed later, without the request.
  tax jsonb NOT NULL,
  language text NOT NULL,
  status text NOT NULL DEFAULT 'waiting'
    CHECK (status IN ('waiting', 'placed', 'declined', 'cancelled', 'expired')),
  -- The spec's status id (server/bets/bet-status.ts): the requests list filters by it.
  status_id smallint NOT NULL,
  -- Why a request closed without a bet (server/bets/bet-requests.ts: CloseReason).
  reason text,
  bet_id integer UNIQUE REFERENCES bets (id),
  created_at timestamptz NOT NULL DEFAULT now(),
  closed_at timestamptz,
  UNIQUE (player_id, bet_guid),
  CHECK ((status = 'placed') = (bet_id IS NOT NULL)),
  CHECK ((status = 'waiting') = (closed_at IS NULL)),
  CHECK ((status IN ('waiting', 'placed')) = (reason IS NULL))
);
CREATE INDEX bet_requests_player ON bet_requests (player_id, id DESC);
CREATE INDEX bet_requests_waiting ON bet_requests (id) WHERE status = 'waiting';
