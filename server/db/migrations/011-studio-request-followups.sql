-- What follows a studio change request (docs/studio.md): a sentence per change, computed when the
-- request is stored; the author's e-mail address (from STUDIO_USERS) so the outcome can be mailed
-- even when a developer applies it from the command line; before/after screenshots; the outbox of
-- those e-mails, sent at least once with retries like the leads' (lead_outbox).
ALTER TABLE studio_change_requests ADD COLUMN summary jsonb NOT NULL DEFAULT '[]'::jsonb;
ALTER TABLE studio_change_requests ADD COLUMN author_email text;

CREATE TABLE studio_request_screenshots (
  request_id bigint NOT NULL REFERENCES studio_change_requests (id) ON DELETE CASCADE,
  side text NOT NULL CHECK (side IN ('before', 'after')),
  width integer NOT NULL,
  png bytea NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (request_id, side, width)
);

CREATE TABLE studio_mail_outbox (
  id bigserial PRIMARY KEY,
  request_id bigint NOT NULL UNIQUE REFERENCES studio_change_requests (id),
  to_address text NOT NULL,
  subject text NOT NULL,
  body text NOT NULL,
  attempts integer NOT NULL DEFAULT 0,
  next_attempt_at timestamptz NOT NULL DEFAULT now(),
  last_error text,
  sent_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX studio_mail_outbox_due ON studio_mail_outbox (next_attempt_at) WHERE sent_at IS NULL;
