-- One-time codes (SMS, e-mail activation), captcha challenges and the messages the server "sent".
CREATE TABLE verification_codes (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  purpose text NOT NULL,
  recipient text NOT NULL,
  code_hash text NOT NULL,
  attempts integer NOT NULL DEFAULT 0,
  sent_at timestamptz NOT NULL DEFAULT now(),
  expires_at timestamptz NOT NULL,
  confirmed_at timestamptz,
  -- Once confirmed, a one-use token that proves it (sent with the registration).
  proof text UNIQUE,
  proof_used_at timestamptz
);
CREATE INDEX verification_codes_recipient ON verification_codes (purpose, recipient, sent_at DESC);

CREATE TABLE captcha_challenges (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  -- The images are drawn again from the seed on request; only the answer x is secret.
  seed integer NOT NULL,
  answer integer NOT NULL,
  piece_y integer NOT NULL,
  attempts integer NOT NULL DEFAULT 0,
  expires_at timestamptz NOT NULL,
  token text UNIQUE,
  token_expires_at timestamptz,
  token_used_at timestamptz
);

CREATE TABLE outbox (
  id serial PRIMARY KEY,
  recipient text NOT NULL,
  channel text NOT NULL CHECK (channel IN ('sms', 'email')),
  subject text,
  body text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX outbox_recipient ON outbox (recipient, id DESC);
