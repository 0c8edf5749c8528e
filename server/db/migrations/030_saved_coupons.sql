-- Saved coupons (booking codes, the coupon issue): a coupon's selections kept under a short code a
-- player shares or writes down; anyone opening the code gets the selections at the feed's prices
-- then. No money and no player: a code is only what to bet on.

CREATE TABLE saved_coupons (
  -- Eight characters without the ones read alike (0 O 1 I L), upper-case.
  code text PRIMARY KEY CHECK (code ~ '^[2-9A-HJKMNP-Z]{8}$'),
  -- The coupon (kind, k, its outcomes in order): the same coupon saved again is the same code.
  fingerprint text NOT NULL UNIQUE,
  kind text NOT NULL CHECK (kind IN ('single', 'express', 'system')),
  -- k of a system k of n.
  system_size smallint CHECK ((kind = 'system') = (system_size IS NOT NULL)),
  -- The selections in coupon order: the outcome, the price and the names the feed gave it then.
  selections jsonb NOT NULL CHECK (jsonb_typeof(selections) = 'array'),
  created_at timestamptz NOT NULL DEFAULT now()
);
