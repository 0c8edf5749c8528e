-- Social sign-in through the reference OAuth2 provider: authorisation codes, linked identities,
-- and identities waiting for a registration (soc_reg).
CREATE TABLE oauth_codes (
  code text PRIMARY KEY,
  provider text NOT NULL,
  subject text NOT NULL,
  name text NOT NULL,
  email text,
  redirect_uri text NOT NULL,
  expires_at timestamptz NOT NULL,
  used_at timestamptz
);

CREATE TABLE social_identities (
  partner integer NOT NULL,
  provider text NOT NULL,
  subject text NOT NULL,
  player_id integer NOT NULL REFERENCES players (id) ON DELETE CASCADE,
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (partner, provider, subject)
);

CREATE TABLE social_pending (
  token text PRIMARY KEY,
  partner integer NOT NULL,
  provider text NOT NULL,
  subject text NOT NULL,
  name text NOT NULL,
  email text,
  expires_at timestamptz NOT NULL,
  used_at timestamptz
);
