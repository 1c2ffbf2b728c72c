-- The studio's drafts (server/studio/drafts.ts): each person's unsent edits of one page config,
-- autosaved while they work, so a closed tab, a restart or another instance loses nothing. A draft
-- is deleted when its change request is stored or its author discards it.
CREATE TABLE studio_drafts (
  author text NOT NULL,
  config_file text NOT NULL,
  -- The sha256 of the file the draft started from (null for a new page): a draft of an older
  -- file is offered for discarding, not restored over the current one.
  base_hash text,
  proposed jsonb NOT NULL,
  updated_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (author, config_file)
);
