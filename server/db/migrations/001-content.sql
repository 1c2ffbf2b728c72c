-- Content documents: one stored answer of the content service per (call, key).
CREATE TABLE content_documents (
  call text NOT NULL,
  doc_key text NOT NULL,
  body jsonb NOT NULL,
  updated_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (call, doc_key)
);

-- Bumped on every content change: the render cache is keyed by it.
CREATE TABLE content_version (
  id integer PRIMARY KEY CHECK (id = 1),
  version bigint NOT NULL
);
INSERT INTO content_version (id, version) VALUES (1, 1);
