-- The double-entry ledger. Every movement of money is one transaction of two or more entries that
-- sum to zero per unit (a currency, or points); an account's balance is the sum of its entries.
-- Nothing stores a balance: `accounts` keeps who owns what, `ledger_entries` the money.

-- Accounts: a player's (main, bonus, points) or the platform's (one of each kind per unit), which
-- make every movement balance: money comes in from `cash_in`, leaves to `cash_out`, waits in
-- `withdrawals` while a request is pending, is given from `bonus_pool` and `points_pool`, and
-- `opening` holds the other side of what players held before the ledger existed.
ALTER TABLE accounts ALTER COLUMN player_id DROP NOT NULL;
ALTER TABLE accounts ADD COLUMN kind text NOT NULL DEFAULT 'main'
  CHECK (kind IN ('main', 'bonus', 'points', 'cash_in', 'cash_out', 'withdrawals', 'bonus_pool', 'points_pool', 'opening'));
ALTER TABLE accounts ADD CONSTRAINT accounts_owner
  CHECK ((player_id IS NOT NULL) = (kind IN ('main', 'bonus', 'points')));
-- One platform account of each kind per currency.
CREATE UNIQUE INDEX accounts_platform ON accounts (kind, currency_id) WHERE player_id IS NULL;
-- A player closes an empty account (deleteCurrencyAccount); its entries stay in the history.
ALTER TABLE accounts ADD COLUMN closed_at timestamptz;
-- One open main account per currency, and one active account, per player.
CREATE UNIQUE INDEX accounts_player_main ON accounts (player_id, currency_id)
  WHERE kind = 'main' AND closed_at IS NULL;
CREATE UNIQUE INDEX accounts_player_active ON accounts (player_id) WHERE is_active;

CREATE TABLE ledger_transactions (
  id bigserial PRIMARY KEY,
  -- The same request repeated (a double click, a retry, a provider calling back twice) applies once.
  idempotency_key text NOT NULL UNIQUE,
  -- What the key was first used for: the same key for another movement is refused.
  fingerprint text NOT NULL,
  kind text NOT NULL,
  player_id integer REFERENCES players (id) ON DELETE SET NULL,
  meta jsonb NOT NULL DEFAULT '{}'::jsonb,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX ledger_transactions_player ON ledger_transactions (player_id, id DESC);

CREATE TABLE ledger_entries (
  id bigserial PRIMARY KEY,
  transaction_id bigint NOT NULL REFERENCES ledger_transactions (id),
  account_id integer NOT NULL REFERENCES accounts (id),
  -- Points are whole; money has two decimals (the spec rounds every amount to 2).
  amount numeric(18, 2) NOT NULL CHECK (amount <> 0)
);
CREATE INDEX ledger_entries_account ON ledger_entries (account_id, id DESC) INCLUDE (amount);
CREATE INDEX ledger_entries_transaction ON ledger_entries (transaction_id);

-- What players held before: one opening transaction per account and kind of holding, against the
-- platform's opening account of that currency (points: the points pool), so no cent is lost.
INSERT INTO accounts (player_id, currency_id, kind, is_active)
SELECT DISTINCT NULL::integer, currency_id, 'opening', false FROM accounts
WHERE balance <> 0 OR bonus_balance <> 0;
INSERT INTO accounts (player_id, currency_id, kind, is_active)
SELECT DISTINCT NULL::integer, currency_id, 'points_pool', false FROM accounts WHERE points <> 0;

-- Bonus money and points move to accounts of their own kind (same player, same currency).
INSERT INTO accounts (player_id, currency_id, kind, is_active)
SELECT player_id, currency_id, 'bonus', false FROM accounts WHERE kind = 'main' AND bonus_balance <> 0;
INSERT INTO accounts (player_id, currency_id, kind, is_active)
SELECT player_id, currency_id, 'points', false FROM accounts WHERE kind = 'main' AND points <> 0;

CREATE TEMPORARY TABLE opening_holdings ON COMMIT DROP AS
SELECT a.id AS source_id, a.player_id, a.currency_id, h.kind, h.amount,
       (SELECT t.id FROM accounts t WHERE t.player_id = a.player_id AND t.currency_id = a.currency_id
          AND t.kind = h.kind ORDER BY t.id LIMIT 1) AS account_id
FROM accounts a
CROSS JOIN LATERAL (VALUES ('main', a.balance), ('bonus', a.bonus_balance), ('points', a.points::numeric)) AS h (kind, amount)
WHERE a.kind = 'main' AND h.amount <> 0;

INSERT INTO ledger_transactions (idempotency_key, fingerprint, kind, player_id, meta)
SELECT 'opening:' || kind || ':' || source_id, 'opening', 'opening', player_id,
       jsonb_build_object('holding', kind)
FROM opening_holdings;

INSERT INTO ledger_entries (transaction_id, account_id, amount)
SELECT t.id, h.account_id, h.amount
FROM opening_holdings h JOIN ledger_transactions t ON t.idempotency_key = 'opening:' || h.kind || ':' || h.source_id
UNION ALL
SELECT t.id, o.id, -h.amount
FROM opening_holdings h
JOIN ledger_transactions t ON t.idempotency_key = 'opening:' || h.kind || ':' || h.source_id
JOIN accounts o ON o.player_id IS NULL AND o.currency_id = h.currency_id
  AND o.kind = CASE h.kind WHEN 'points' THEN 'points_pool' ELSE 'opening' END;

ALTER TABLE accounts DROP COLUMN balance;
ALTER TABLE accounts DROP COLUMN bonus_balance;
ALTER TABLE accounts DROP COLUMN points;
