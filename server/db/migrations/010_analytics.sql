-- Analytics batches as they arrived (event.json): how they came (encoding, bytes on the wire) so
-- compression and batch limits can be checked, the decoded body as received, and each event.
CREATE TABLE analytics_batches (
  id bigserial PRIMARY KEY,
  partner integer NOT NULL,
  user_id text NOT NULL DEFAULT '',
  screen_w integer,
  screen_h integer,
  sids text[] NOT NULL DEFAULT '{}',
  client_ts bigint NOT NULL,
  content_encoding text NOT NULL DEFAULT 'identity',
  body_size integer NOT NULL,
  decoded_size integer NOT NULL,
  event_count integer NOT NULL,
  body text NOT NULL,
  received_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX analytics_batches_partner ON analytics_batches (partner, id DESC);

CREATE TABLE analytics_events (
  id bigserial PRIMARY KEY,
  batch_id bigint NOT NULL REFERENCES analytics_batches (id) ON DELETE CASCADE,
  code integer NOT NULL,
  ts bigint NOT NULL,
  params jsonb NOT NULL DEFAULT '{}'
);
CREATE INDEX analytics_events_batch ON analytics_events (batch_id);
CREATE INDEX analytics_events_code ON analytics_events (code, id DESC);
