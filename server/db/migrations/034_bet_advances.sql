-- Advance bets (GetAvance, MakeBetWeb's avanceBet): a stake lent by the platform against the
-- potential winnings of the player's own open bets. The loan is the `advances` platform account's
-- money in `bets_open`; whatever the player is paid next repays it first. Once none of the
-- player's bets is open and some of it is still owed, it is unrepaid: no more advances until it is.
CREATE TABLE bet_advances (
  bet_id integer PRIMARY KEY REFERENCES bets (id),
  player_id integer NOT NULL REFERENCES players (id),
  currency_id integer NOT NULL REFERENCES currencies (id),
  amount numeric(18, 2) NOT NULL CHECK (amount > 0),
  repaid numeric(18, 2) NOT NULL DEFAULT 0 CHECK (repaid >= 0 AND repaid <= amount),
  status text NOT NULL DEFAULT 'open' CHECK (status IN ('open', 'repaid', 'unrepaid')),
  created_at timestamptz NOT NULL DEFAULT now(),
  closed_at timestamptz
);
CREATE INDEX bet_advances_owed ON bet_advances (player_id, currency_id) WHERE status <> 'repaid';
ALTER TABLE bets ADD COLUMN advance boolean NOT NULL DEFAULT false;

-- The platform's account of what advance bets were lent.
ALTER TABLE accounts DROP CONSTRAINT accounts_kind_check;
ALTER TABLE accounts ADD CONSTRAINT accounts_kind_check
  CHECK (kind IN ('main', 'bonus', 'points', 'cash_in', 'cash_out', 'withdrawals', 'bonus_pool',
    'points_pool', 'opening', 'bets_open', 'bets_book', 'bet_tax', 'advances'));
