-- What counted toward a bonus's wagering (office_bonuses_wager): each turnover names where it came
-- from (a bet, a casino round), and each bonus it advanced keeps the part of it that counted — the
-- whole stake, or what was left to wager when the bonus was near its target. A bonus already at
-- its target gets nothing from a turnover, so no row. Turnover reported before this migration
-- came from bets (casino rounds did not report any yet).
ALTER TABLE bonus_turnover
  ADD COLUMN source text NOT NULL DEFAULT 'bet' CHECK (source IN ('bet', 'casino'));
-- From now on the reporter says which it is.
ALTER TABLE bonus_turnover ALTER COLUMN source DROP DEFAULT;

CREATE TABLE bonus_turnover_counted (
  turnover_key text NOT NULL REFERENCES bonus_turnover (key) ON DELETE CASCADE,
  bonus_id integer NOT NULL REFERENCES bonuses (id) ON DELETE CASCADE,
  amount numeric(18, 2) NOT NULL CHECK (amount > 0),
  PRIMARY KEY (turnover_key, bonus_id)
);
CREATE INDEX bonus_turnover_counted_bonus ON bonus_turnover_counted (bonus_id);
