-- The payment consultant (office_payment_consultant): a player asks about a payment — by topic,
-- naming the deposits or withdrawals it is about — and the platform's consultant answers in the
-- request's conversation. Offered where officeConfig.payment_consultant_countries has the
-- player's country.
CREATE TABLE consultant_requests (
  id serial PRIMARY KEY,
  player_id integer NOT NULL REFERENCES players (id) ON DELETE CASCADE,
  topic text NOT NULL,
  status text NOT NULL DEFAULT 'open' CHECK (status IN ('open', 'answered', 'closed')),
  -- The player's request key: the same request sent again is the same request.
  request_key text NOT NULL UNIQUE,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX consultant_requests_player ON consultant_requests (player_id, id DESC);

-- The payments a request is about: a deposit (its id) or a withdrawal request (its id, as text).
CREATE TABLE consultant_request_payments (
  request_id integer NOT NULL REFERENCES consultant_requests (id) ON DELETE CASCADE,
  payment_type text NOT NULL CHECK (payment_type IN ('deposit', 'withdrawal')),
  payment_id text NOT NULL,
  PRIMARY KEY (request_id, payment_type, payment_id)
);

CREATE TABLE consultant_messages (
  id serial PRIMARY KEY,
  request_id integer NOT NULL REFERENCES consultant_requests (id) ON DELETE CASCADE,
  author text NOT NULL CHECK (author IN ('player', 'consultant')),
  body text NOT NULL CHECK (length(body) BETWEEN 1 AND 2000),
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX consultant_messages_request ON consultant_messages (request_id, id);
