-- Pay-and-play: payments made at the reference bank-transfer provider, each good for one
-- registration (the bank also confirms who paid).
CREATE TABLE bank_payments (
  reference text PRIMARY KEY,
  partner integer NOT NULL,
  amount numeric(18, 2) NOT NULL CHECK (amount > 0),
  currency_id integer NOT NULL REFERENCES currencies (id),
  bank text NOT NULL,
  payer_name text NOT NULL,
  payer_birthday date NOT NULL,
  redirect_uri text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  expires_at timestamptz NOT NULL,
  used_at timestamptz
);
