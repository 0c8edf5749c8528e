-- Player sessions (the session cookie) and server secrets (the user-token signing key).
CREATE TABLE sessions (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  player_id integer NOT NULL REFERENCES players (id) ON DELETE CASCADE,
  -- sha256 of the cookie value; the value itself is never stored.
  token_hash text NOT NULL UNIQUE,
  created_at timestamptz NOT NULL DEFAULT now(),
  last_seen_at timestamptz NOT NULL DEFAULT now(),
  ended_at timestamptz,
  ip text,
  user_agent text
);
CREATE INDEX sessions_player ON sessions (player_id, created_at DESC);

CREATE TABLE server_secrets (
  name text PRIMARY KEY,
  value text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
