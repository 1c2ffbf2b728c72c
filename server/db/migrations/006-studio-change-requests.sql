-- The studio's change requests (server/studio, docs/studio.md): a marketer's proposed page config,
-- kept with its outcome. The page config files stay the source of truth until a developer applies.
CREATE TABLE studio_change_requests (
  id bigserial PRIMARY KEY,
  author text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  config_file text NOT NULL,
  base_hash text,
  proposed jsonb NOT NULL,
  note text NOT NULL DEFAULT '',
  status text NOT NULL DEFAULT 'proposed' CHECK (status IN ('proposed', 'applied', 'rejected')),
  decided_by text,
  decided_at timestamptz,
  reason text
);
CREATE INDEX studio_change_requests_open ON studio_change_requests (created_at) WHERE status = 'proposed';
