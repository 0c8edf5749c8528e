-- Who asked for a code (the caller's address): codes are limited per address as well as per recipient.
ALTER TABLE verification_codes ADD COLUMN ip text;
CREATE INDEX verification_codes_ip ON verification_codes (ip, sent_at DESC);
