-- Issue 37: a draft keeps its undo history (Puck's history, src/studio/draft-history.ts), so Undo
-- still steps back after a reload, on another instance or the next day. Null for older drafts.
ALTER TABLE studio_drafts ADD COLUMN history jsonb;
