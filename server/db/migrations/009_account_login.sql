-- The player's own login name (office_change_login) and whether the e-mail signs in (security_auth_by_email).
ALTER TABLE players ADD COLUMN login text;
ALTER TABLE players ADD COLUMN auth_by_email boolean NOT NULL DEFAULT true;
CREATE UNIQUE INDEX players_partner_login ON players (partner, lower(login)) WHERE login IS NOT NULL;
