-- State every instance shares (docs/deployment.md, several instances on one PostgreSQL).

-- Studio sessions (server/studio/sessions.ts): a login is valid on every instance and after a
-- restart; logging out, or deleting a user's rows, revokes. Only the token's SHA-256 is kept, so
-- a copy of this table logs nobody in.
CREATE TABLE studio_sessions (
  token_hash text PRIMARY KEY,
  name text NOT NULL,
  role text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  expires_at timestamptz NOT NULL
);
CREATE INDEX studio_sessions_expiry ON studio_sessions (expires_at);
CREATE INDEX studio_sessions_name ON studio_sessions (name);

-- Rate limits (server/limits): rate-limiter-flexible's RateLimiterPostgres table, its own layout
-- (key, points, expire in epoch milliseconds), created here so no instance creates it at run time.
CREATE TABLE rate_limits (
  key varchar(255) PRIMARY KEY,
  points integer NOT NULL DEFAULT 0,
  expire bigint
);
