-- Withdrawals a player asked for: the amount is reserved in the ledger when asked, and paid out or
-- given back when the platform decides (or the player cancels a pending one).
CREATE TABLE withdrawal_requests (
  id serial PRIMARY KEY,
  player_id integer NOT NULL REFERENCES players (id) ON DELETE CASCADE,
  account_id integer NOT NULL REFERENCES accounts (id),
  method text NOT NULL,
  amount numeric(18, 2) NOT NULL CHECK (amount > 0),
  status text NOT NULL DEFAULT 'pending'
    CHECK (status IN ('pending', 'approved', 'declined', 'cancelled')),
  -- The player's request key: the same request sent again is the same withdrawal.
  request_key text NOT NULL UNIQUE,
  created_at timestamptz NOT NULL DEFAULT now(),
  decided_at timestamptz
);
CREATE INDEX withdrawal_requests_player ON withdrawal_requests (player_id, id DESC);
