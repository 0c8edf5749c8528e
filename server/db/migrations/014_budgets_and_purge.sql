-- Anonymous writes (captcha challenges, analytics batches, registrations) counted per caller
-- address against a budget; dated by the platform clock, purged once older than any window.
CREATE TABLE address_budget_uses (
  id bigserial PRIMARY KEY,
  budget text NOT NULL,
  ip text NOT NULL,
  at timestamptz NOT NULL
);
CREATE INDEX address_budget_uses_window ON address_budget_uses (budget, ip, at);
CREATE INDEX address_budget_uses_at ON address_budget_uses (at);

-- What the periodic purge looks rows up by: expiry dates, and the rows that keep a solved
-- captcha (a phone's proof, a payment) alive.
CREATE INDEX verification_codes_expires ON verification_codes (expires_at);
CREATE INDEX verification_codes_captcha ON verification_codes (captcha_challenge);
CREATE INDEX captcha_challenges_expires ON captcha_challenges (expires_at);
CREATE INDEX bank_payment_starts_expires ON bank_payment_starts (expires_at);
CREATE INDEX bank_payment_starts_captcha ON bank_payment_starts (captcha_challenge);
CREATE INDEX bank_payments_captcha ON bank_payments (captcha_challenge);
CREATE INDEX sessions_last_seen ON sessions (last_seen_at);
CREATE INDEX analytics_batches_received ON analytics_batches (received_at);
CREATE INDEX outbox_created ON outbox (created_at);
