-- Two-factor recovery codes: each signs in once instead of the authenticator's code. Only a keyed
-- hash is stored (HMAC with the server secret 'recovery_codes'), so a copy of this table alone
-- reveals no code. A used code stays until the set is renewed, so that reusing it can be named.
CREATE TABLE two_factor_recovery_codes (
  player_id integer NOT NULL REFERENCES players (id) ON DELETE CASCADE,
  code_hash text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  used_at timestamptz,
  PRIMARY KEY (player_id, code_hash)
);
