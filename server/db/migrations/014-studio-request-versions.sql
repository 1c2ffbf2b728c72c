-- Issue 37: a change request is stored once per draft state, and its status says whether the
-- running site serves it (docs/studio.md, "Status").
--
-- proposal_key: the hash of the file the request was made from and of the proposed config
-- (server/studio/change-requests.ts). The same person sending the same proposal again while it is
-- open (a double click, a second tab) gets the stored request back instead of a copy.
ALTER TABLE studio_change_requests ADD COLUMN proposal_key text;
CREATE UNIQUE INDEX studio_change_requests_open_once ON studio_change_requests (author, config_file, proposal_key)
  WHERE status = 'proposed';

-- When a version of a page config (src/engine/config-version.ts) was first served: each instance
-- records the versions its build serves when it starts (and the studio when it finds one not yet
-- recorded), so "Applied, live since <time>" shows the earliest time any instance served it.
CREATE TABLE site_config_versions (
  path text NOT NULL,
  version text NOT NULL,
  first_served_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (path, version)
);
