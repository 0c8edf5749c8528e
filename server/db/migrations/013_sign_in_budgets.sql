-- Second-factor failures per player, across challenges and the office's disable call: the count
-- since the last accepted code, and until when the second factor is refused.
CREATE TABLE second_factor_budget (
  player_id integer PRIMARY KEY REFERENCES players (id) ON DELETE CASCADE,
  failures integer NOT NULL DEFAULT 0,
  paused_until timestamptz
);

-- Sign-in failures are counted per account (login_key player:<id>) and per address within it.
CREATE INDEX auth_failures_login_ip ON auth_failures (login_key, ip, at);
