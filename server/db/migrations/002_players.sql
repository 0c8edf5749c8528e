-- Players and their money accounts.
CREATE TABLE players (
  id serial PRIMARY KEY,
  partner integer NOT NULL,
  email text,
  phone text,
  password_hash text NOT NULL,
  registration_type text NOT NULL,
  country_id integer REFERENCES countries (id),
  currency_id integer REFERENCES currencies (id),
  -- Every other submitted registration field, as sent.
  fields jsonb NOT NULL DEFAULT '{}'::jsonb,
  email_confirmed boolean NOT NULL DEFAULT false,
  phone_confirmed boolean NOT NULL DEFAULT false,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE UNIQUE INDEX players_partner_email ON players (partner, lower(email)) WHERE email IS NOT NULL;
CREATE UNIQUE INDEX players_partner_phone ON players (partner, phone) WHERE phone IS NOT NULL;

CREATE TABLE accounts (
  id serial PRIMARY KEY,
  player_id integer NOT NULL REFERENCES players (id) ON DELETE CASCADE,
  currency_id integer NOT NULL REFERENCES currencies (id),
  balance numeric(18, 2) NOT NULL DEFAULT 0,
  bonus_balance numeric(18, 2) NOT NULL DEFAULT 0,
  points integer NOT NULL DEFAULT 0,
  is_active boolean NOT NULL DEFAULT true,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX accounts_player ON accounts (player_id);
