-- The OAuth stand-in's own accounts, as a real provider keeps them: the subject is the provider's
-- (random, assigned once), never derived from what a browser types, and only the account's
-- password at the provider opens it. Codes and pending registrations from before carry subjects
-- made from a typed e-mail: they go (both expire within the hour anyway). Identities linked
-- before keep their rows, but no new code can name their subjects again.
CREATE TABLE oauth_standin_accounts (
  subject text PRIMARY KEY,
  provider text NOT NULL,
  email text NOT NULL,
  name text NOT NULL,
  password_hash text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE UNIQUE INDEX oauth_standin_accounts_provider_email
  ON oauth_standin_accounts (provider, lower(email));

DELETE FROM oauth_codes WHERE used_at IS NULL;
DELETE FROM social_pending WHERE used_at IS NULL;
