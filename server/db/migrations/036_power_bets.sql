-- PowerBet: a top-up of an open bet at today's (higher) price, placed as a bet of its own (own
-- stake, prices and settlement) that names the bet it powers. One top-up a bet: the unique index
-- makes two top-ups at once end with one placed, whatever the requests checked before.
ALTER TABLE bets ADD COLUMN powered_bet_id integer REFERENCES bets (id);
CREATE UNIQUE INDEX bets_powered_once ON bets (powered_bet_id) WHERE powered_bet_id IS NOT NULL;
