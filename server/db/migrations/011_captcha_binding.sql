-- A solved captcha is spent by the call that costs the operator something: sending an SMS code or
-- starting a bank payment. What that call produces (the phone's proof, the payment reference)
-- carries the solved challenge on, so the registration that follows needs no second captcha.
ALTER TABLE verification_codes ADD COLUMN captcha_challenge uuid REFERENCES captcha_challenges (id);

-- Pay-and-play: a deposit the platform started (amount, currency, where the bank sends the payer
-- back) before the payer went to the bank; the bank's payment belongs to exactly one start.
CREATE TABLE bank_payment_starts (
  id text PRIMARY KEY,
  partner integer NOT NULL,
  amount numeric(18, 2) NOT NULL CHECK (amount > 0),
  currency_id integer NOT NULL REFERENCES currencies (id),
  redirect_uri text NOT NULL,
  state text NOT NULL,
  lang text NOT NULL,
  captcha_challenge uuid REFERENCES captcha_challenges (id),
  created_at timestamptz NOT NULL DEFAULT now(),
  expires_at timestamptz NOT NULL,
  paid_at timestamptz
);
ALTER TABLE bank_payments ADD COLUMN start_id text UNIQUE REFERENCES bank_payment_starts (id);
ALTER TABLE bank_payments ADD COLUMN captcha_challenge uuid REFERENCES captcha_challenges (id);
