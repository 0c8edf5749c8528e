-- "Send history by mail" (office_bets_history_mail) writes the player's bets history to their
-- e-mail: at most one such mail a minute a player, so a button pressed again and again does not
-- flood their mailbox. One row a player: when the last history mail was written.
CREATE TABLE bet_history_mails (
  player_id integer PRIMARY KEY REFERENCES players (id),
  sent_at timestamptz NOT NULL
);
