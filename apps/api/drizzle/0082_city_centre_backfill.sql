-- Members who signed up before migration 0058 have a city but no city centre until they save their profile
-- again (ADR 86). The background job `locate-city-centres` (ADR 115) fills them in from the offline gazetteer,
-- in batches claimed with SKIP LOCKED, so it is safe beside a running server and on several processes.
-- `city_located_for` records the city (and country) last looked up, found or not, so a city the gazetteer does
-- not know is tried once, and again only when the member changes it.
ALTER TABLE profiles ADD COLUMN city_located_for text;

-- Holds only the profiles still to look up: empty (and free to scan) once the backfill is done.
CREATE INDEX profiles_city_unlocated_idx ON profiles (id)
  WHERE city_latitude IS NULL AND location_city IS NOT NULL AND location_city <> ''
    AND city_located_for IS DISTINCT FROM (location_city || '|' || coalesce(location_country, ''));
