-- Reference catalogues: currencies, countries (phone codes and masks), languages, regions, cities.
CREATE TABLE currencies (
  id integer PRIMARY KEY,
  code text NOT NULL UNIQUE,
  symbol text NOT NULL,
  name text NOT NULL,
  is_crypto boolean NOT NULL DEFAULT false
);

CREATE TABLE countries (
  id integer PRIMARY KEY,
  name text NOT NULL,
  alpha2 text NOT NULL UNIQUE CHECK (alpha2 ~ '^[A-Z]{2}$'),
  phone_code text NOT NULL CHECK (phone_code ~ '^[0-9]{1,4}$'),
  -- National number mask: 0 is a digit, dashes are read as spaces.
  phone_mask text,
  phone_min integer NOT NULL DEFAULT 6,
  phone_max integer NOT NULL DEFAULT 20,
  -- Digits a national mobile number may start with (empty: any).
  phone_leading text NOT NULL DEFAULT '',
  min_age integer,
  currency_id integer REFERENCES currencies (id)
);

CREATE TABLE languages (
  code text PRIMARY KEY CHECK (code ~ '^[a-z]{2}$'),
  name text NOT NULL,
  rtl boolean NOT NULL DEFAULT false
);

CREATE TABLE regions (
  id integer PRIMARY KEY,
  country_id integer NOT NULL REFERENCES countries (id),
  name text NOT NULL
);
CREATE INDEX regions_country ON regions (country_id);

CREATE TABLE cities (
  id integer PRIMARY KEY,
  region_id integer NOT NULL REFERENCES regions (id),
  name text NOT NULL
);
CREATE INDEX cities_region ON cities (region_id);
