-- Language of the member (issue 26, ADR 102): the web app, mails and notifications speak it. Null until the
-- member picks one; then the app negotiates from the cookie and Accept-Language instead.
ALTER TABLE users ADD COLUMN language text CHECK (language IN ('en', 'es', 'fr', 'de', 'pt-BR', 'ar'));
