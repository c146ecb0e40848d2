-- After verifying the address from the mailed link, the member returns to where they were (issue 21, item 14;
-- ADR 111): the same-site path sent with the sign-up or the "Resend" that issued the link. Only paths on this site
-- (one leading slash, no backslash) are kept; the API refuses anything else with a 400 before it gets here.
ALTER TABLE auth_email_verifications ADD COLUMN return_to text
  CHECK (return_to IS NULL OR (return_to LIKE '/%' AND return_to NOT LIKE '//%' AND strpos(return_to, E'\\') = 0
    AND length(return_to) <= 500));
