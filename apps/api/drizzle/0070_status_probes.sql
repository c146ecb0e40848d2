-- The /status page (ADR 101): each minute one server process records whether a database round trip worked and
-- how long it took. One row per minute (the primary key), so several processes record it once.
CREATE TABLE status_probes (
  minute timestamptz PRIMARY KEY,
  is_ok boolean NOT NULL,
  latency_ms integer NOT NULL
);
