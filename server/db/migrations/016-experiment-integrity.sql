-- Experiments a statistician can sign (issue 38, docs/experiments.md, decision 009).

-- The key that signs each counted visitor's exposure cookie (server/experiments/assignment-token.ts):
-- one row, written by the first instance that needs it, read by all, so a cookie signed by one
-- instance is checked by any other. Never leaves the database.
CREATE TABLE experiment_secret (
  id smallint PRIMARY KEY CHECK (id = 1),
  secret text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);

-- A conversion: the first stored lead of one counted visitor (one signed assignment), credited to
-- the variant they were counted for. Further leads of that visitor are stored as leads, not
-- conversions, so leads ≤ visitors in every variant and a visitor is a Bernoulli trial.
CREATE TABLE experiment_conversions (
  experiment_id text NOT NULL,
  assignment_id text NOT NULL,
  variant text NOT NULL,
  lead_id bigint NOT NULL REFERENCES leads (id),
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (experiment_id, assignment_id)
);
CREATE INDEX experiment_conversions_lead ON experiment_conversions (lead_id);

-- The lead form's health per variant (guardrails): counted visitors whose send was refused
-- (validation, rate limit, server error), once per visitor, with the first reason.
CREATE TABLE experiment_form_failures (
  experiment_id text NOT NULL,
  assignment_id text NOT NULL,
  variant text NOT NULL,
  reason text NOT NULL CHECK (reason IN ('invalid', 'rate-limit', 'server-error')),
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (experiment_id, assignment_id)
);

-- Variants a guardrail switched off: new visitors are no longer drawn into them (every instance
-- reads this table); visitors who hold one keep their page. The figures that decided it are kept.
CREATE TABLE experiment_switches (
  experiment_id text NOT NULL,
  variant text NOT NULL,
  switched_off_at timestamptz NOT NULL DEFAULT now(),
  reason text NOT NULL,
  figures jsonb NOT NULL,
  PRIMARY KEY (experiment_id, variant)
);

-- The e-mails that tell the studio's developers a variant was switched off, sent at least once
-- with retries like the leads' (server/leads/leased-queue.ts).
CREATE TABLE experiment_alert_outbox (
  id bigserial PRIMARY KEY,
  experiment_id text NOT NULL,
  variant text NOT NULL,
  to_address text NOT NULL,
  subject text NOT NULL,
  body text NOT NULL,
  attempts integer NOT NULL DEFAULT 0,
  next_attempt_at timestamptz NOT NULL DEFAULT now(),
  last_error text,
  sent_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (experiment_id, variant, to_address)
);
CREATE INDEX experiment_alert_outbox_due ON experiment_alert_outbox (next_attempt_at) WHERE sent_at IS NULL;
