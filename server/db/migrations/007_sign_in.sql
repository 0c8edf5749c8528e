-- Sign-in: two-factor secrets, failed attempts (rate limits) and the second step's challenges.
ALTER TABLE players ADD COLUMN two_factor_secret text;
-- The secret shown in the QR code until the player confirms it with a code.
ALTER TABLE players ADD COLUMN two_factor_pending_secret text;
-- The last TOTP step accepted: a code is good once.
ALTER TABLE players ADD COLUMN two_factor_last_step bigint;

CREATE TABLE auth_failures (
  id bigserial PRIMARY KEY,
  -- partner:type:login as normalised for the lookup.
  login_key text NOT NULL,
  ip text,
  at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX auth_failures_login ON auth_failures (login_key, at);
CREATE INDEX auth_failures_ip ON auth_failures (ip, at);

CREATE TABLE two_factor_challenges (
  -- sha256 of the hash the client holds between the password and the code.
  hash_sha text PRIMARY KEY,
  player_id integer NOT NULL REFERENCES players (id) ON DELETE CASCADE,
  created_at timestamptz NOT NULL DEFAULT now(),
  attempts integer NOT NULL DEFAULT 0,
  used_at timestamptz
);
