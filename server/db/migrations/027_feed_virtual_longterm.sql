-- Virtual sports are a kind of sport of their own in the catalogue (the feed's virtualSports
-- lists), and a long-term event (an outright) has no sides and no score: its result is the
-- winning participant's number in the game's participants list (the outcome's parameter).
ALTER TABLE sports DROP CONSTRAINT sports_kind_check;
ALTER TABLE sports ADD CONSTRAINT sports_kind_check
  CHECK (kind IN ('regular', 'cyber', 'longterm', 'virtual', 'dummy'));

ALTER TABLE feed_results ADD COLUMN winner integer CHECK (winner >= 1);
