-- Enquiries (contact page) and leads (landing pages), stored before the visitor is answered.
CREATE TABLE leads (
  id bigserial PRIMARY KEY,
  kind text NOT NULL CHECK (kind IN ('enquiry', 'lead')),
  submission_id text NOT NULL UNIQUE,
  lead_page text,
  payload jsonb NOT NULL,
  response jsonb NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX leads_created_at ON leads (created_at);
