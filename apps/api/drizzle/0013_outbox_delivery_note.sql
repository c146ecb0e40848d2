-- How a sent message went out when that is worth knowing, e.g. "delivered to log" when no SMTP server is set.
ALTER TABLE outbox ADD COLUMN delivery_note text;
