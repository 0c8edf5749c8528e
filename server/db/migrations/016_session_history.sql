-- The office lists a player's signed-out sessions newest first, and the purge keeps only the
-- latest of them per player: both read sessions by player and end.
CREATE INDEX sessions_player_ended ON sessions (player_id, ended_at DESC) WHERE ended_at IS NOT NULL;
