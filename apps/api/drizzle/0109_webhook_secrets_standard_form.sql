-- Webhook secrets follow Standard Webhooks from now on (ADR 153): `whsec_` and padded base64, no longer base64url.
-- An endpoint registered before keeps its 32 bytes (the server reads either alphabet); its secret written the
-- new way is the old one with `-` and `_` read as `+` and `/`, and `=` added at the end. The last characters the
-- settings show follow: the old last three, so translated, then `=`. Every row here predates ADR 153.
UPDATE webhook_endpoints
SET secret_last_characters = translate(right(secret_last_characters, 3), '-_', '+/') || '='
WHERE length(secret_last_characters) = 4 AND right(secret_last_characters, 1) <> '=';
