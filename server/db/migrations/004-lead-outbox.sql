-- Lead e-mails to the agency, written in the same transaction as the lead (only when SMTP_URL is
-- set), sent at least once by the outbox worker, retried with backoff while the mail server is down.
CREATE TABLE lead_outbox (
  id bigserial PRIMARY KEY,
  lead_id bigint NOT NULL UNIQUE REFERENCES leads (id),
  attempts integer NOT NULL DEFAULT 0,
  next_attempt_at timestamptz NOT NULL DEFAULT now(),
  last_error text,
  sent_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX lead_outbox_due ON lead_outbox (next_attempt_at) WHERE sent_at IS NULL;
