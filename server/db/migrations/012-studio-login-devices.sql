-- Studio logins under attack (issue 36; server/studio/studio-auth.ts).

-- A session belongs to one credential of its user (a digest of the password hash it logged in
-- with): removing the user or changing the password ends it on the next request. Sessions from
-- before this column have none and end at once.
ALTER TABLE studio_sessions ADD COLUMN credential text;

-- Browsers a user logged in from (a long-lived cookie, only its SHA-256 here). Logins are also
-- limited per account, across all addresses; while strangers have used up an account's attempts,
-- its owner's own browser still may try (its own small limit), so guessing never locks them out.
CREATE TABLE studio_login_devices (
  token_hash text PRIMARY KEY,
  name text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  expires_at timestamptz NOT NULL
);
CREATE INDEX studio_login_devices_expiry ON studio_login_devices (expires_at);
CREATE INDEX studio_login_devices_name ON studio_login_devices (name);
