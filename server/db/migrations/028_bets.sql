-- Sports bets (the coupon issue). A bet's money moves only through the ledger: placing it moves the
-- stake from the player's main account to the platform's `bets_open` (the stake tax, if any, to
-- `bet_tax`); settling it empties its part of `bets_open` into the payout and the book's own
-- account `bets_book` (lost stakes in, winnings above the stake out). These rows say what was bet.

ALTER TABLE accounts DROP CONSTRAINT accounts_kind_check;
ALTER TABLE accounts ADD CONSTRAINT accounts_kind_check
  CHECK (kind IN ('main', 'bonus', 'points', 'cash_in', 'cash_out', 'withdrawals', 'bonus_pool',
    'points_pool', 'opening', 'bets_open', 'bets_book', 'bet_tax'));

CREATE TABLE bets (
  id serial PRIMARY KEY,
  player_id integer NOT NULL REFERENCES players (id),
  -- The coupon's guid: the same bet sent again (a double click, a retry, two tabs) is this bet.
  bet_guid uuid NOT NULL,
  -- What was asked (kind, k, stake, outcomes; not the prices seen): a reused guid must ask the same.
  fingerprint text NOT NULL,
  kind text NOT NULL CHECK (kind IN ('single', 'express', 'system')),
  -- k of a system k of n.
  system_size smallint CHECK ((kind = 'system') = (system_size IS NOT NULL)),
  -- What the ledger debited (a system's cents that do not split over its lines are not taken).
  stake numeric(18, 2) NOT NULL CHECK (stake > 0),
  stake_tax numeric(18, 2) NOT NULL DEFAULT 0 CHECK (stake_tax >= 0 AND stake_tax <= stake),
  currency_id integer NOT NULL REFERENCES currencies (id),
  account_id integer NOT NULL REFERENCES accounts (id),
  -- The total coefficient at the accepted prices, in thousandths rounded down.
  coefficient numeric(24, 3) NOT NULL CHECK (coefficient > 1),
  -- Every selection won, after taxes.
  potential_payout numeric(18, 2) NOT NULL CHECK (potential_payout >= 0),
  -- bettingConfig.tax as it was when the bet was placed: settlement pays by the rules it was sold on.
  tax jsonb NOT NULL,
  status text NOT NULL DEFAULT 'open'
    CHECK (status IN ('open', 'won', 'lost', 'void', 'cashed_out')),
  -- The spec's status id the history filters by (server/bets/bet-status.ts maps one to the other).
  status_id smallint NOT NULL DEFAULT 3,
  -- What settlement (or a cash-out) paid, after taxes.
  payout numeric(18, 2) CHECK (payout >= 0),
  placed_at timestamptz NOT NULL DEFAULT now(),
  settled_at timestamptz,
  -- "Clear history" hides a settled bet from its player; money records are never deleted.
  hidden_at timestamptz,
  UNIQUE (player_id, bet_guid),
  CHECK ((status = 'open') = (settled_at IS NULL)),
  CHECK ((status = 'open') = (payout IS NULL)),
  CHECK (hidden_at IS NULL OR status <> 'open')
);
CREATE INDEX bets_history ON bets (player_id, placed_at DESC, id DESC) WHERE hidden_at IS NULL;
CREATE INDEX bets_open ON bets (id) WHERE status = 'open';

CREATE TABLE bet_selections (
  id bigserial PRIMARY KEY,
  bet_id integer NOT NULL REFERENCES bets (id),
  -- The selection's place in the coupon: a system's lines are sets of these.
  position smallint NOT NULL CHECK (position >= 0),
  game_id integer NOT NULL,
  -- The outcome (src/lib/feed/bet-types.ts): group, type, parameter and period as the feed sent them.
  g smallint NOT NULL,
  t integer NOT NULL,
  p numeric(12, 3),
  pe smallint,
  -- The price the bet plays at (the feed's current one when placed) and the one the player saw.
  price numeric(10, 3) NOT NULL CHECK (price > 1),
  price_seen numeric(10, 3) NOT NULL,
  live boolean NOT NULL,
  -- Names as the feed wrote them in the player's language when placed: the history shows them
  -- long after the simulator's window has moved past the game.
  sport_id integer NOT NULL,
  champ_id integer NOT NULL,
  sport text NOT NULL,
  champ text NOT NULL,
  team1 text NOT NULL,
  team2 text NOT NULL,
  -- An outright's participant, named.
  outcome_name text,
  game_start timestamptz NOT NULL,
  result text CHECK (result IN ('won', 'lost', 'void', 'halfWon', 'halfLost')),
  settled_at timestamptz,
  UNIQUE (bet_id, position),
  CHECK ((result IS NULL) = (settled_at IS NULL))
);
-- Settlement finds the open selections of a finished game; marking a result settled asks for
-- every bet on a game.
CREATE INDEX bet_selections_open ON bet_selections (game_id) WHERE result IS NULL;
CREATE INDEX bet_selections_game ON bet_selections (game_id, bet_id);
