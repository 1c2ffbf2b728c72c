-- Experiments (docs/experiments.md): distinct visitors per variant as counts, one row per
-- experiment, variant and UTC day (never a row per page view or per visitor).
CREATE TABLE experiment_exposures (
  experiment_id text NOT NULL,
  variant text NOT NULL,
  day date NOT NULL,
  visitors integer NOT NULL DEFAULT 0,
  PRIMARY KEY (experiment_id, variant, day)
);
-- Each lead keeps the page it was sent from, the experiment and variant its visitor saw, the
-- page config's version, and the first-touch campaign that brought the visitor.
ALTER TABLE leads ADD COLUMN page_path text;
ALTER TABLE leads ADD COLUMN experiment_id text;
ALTER TABLE leads ADD COLUMN experiment_variant text;
ALTER TABLE leads ADD COLUMN config_version text;
ALTER TABLE leads ADD COLUMN campaign jsonb;
CREATE INDEX leads_experiment ON leads (experiment_id, experiment_variant) WHERE experiment_id IS NOT NULL;
