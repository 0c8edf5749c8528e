-- Bets staked from a bonus (MakeBetWeb's userIdBonus): bonus money stakes from the bonus's own
-- account and its winnings go back there while the bonus is active; a free bet stakes the whole
-- free bet and pays only its winnings, to the main account (the stake is the book's).
ALTER TABLE bets ADD COLUMN bonus_id integer REFERENCES bonuses (id);
ALTER TABLE bets ADD COLUMN free_bet boolean NOT NULL DEFAULT false;
ALTER TABLE bets ADD CONSTRAINT bets_free_bet_bonus CHECK (NOT free_bet OR bonus_id IS NOT NULL);
