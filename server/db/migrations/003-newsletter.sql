-- Newsletter sign-ups from the trip-inspiration hub: one row per address, stored before answering.
CREATE TABLE newsletter_subscribers (
  id bigserial PRIMARY KEY,
  email text NOT NULL UNIQUE,
  source text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
