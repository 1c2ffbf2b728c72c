-- The names the visitor chose, looked up in the content source's lists when the lead is stored
-- (the payload keeps the ids the back end expects); empty when the lists could not be read.
ALTER TABLE leads ADD COLUMN destination_name text;
ALTER TABLE leads ADD COLUMN country_name text;

-- Remote mode (CONTENT_API_URL): each lead forwarded to the back end's enquiries/register or
-- enquiries/lead_contact, written in the same transaction as the lead, delivered at least once by
-- the forwarding worker. A 4xx answer is a refusal: kept with its message, never retried.
CREATE TABLE lead_forward (
  id bigserial PRIMARY KEY,
  lead_id bigint NOT NULL UNIQUE REFERENCES leads (id),
  attempts integer NOT NULL DEFAULT 0,
  next_attempt_at timestamptz NOT NULL DEFAULT now(),
  last_error text,
  delivered_at timestamptz,
  refused_at timestamptz,
  refusal text,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX lead_forward_due ON lead_forward (next_attempt_at) WHERE delivered_at IS NULL AND refused_at IS NULL;
