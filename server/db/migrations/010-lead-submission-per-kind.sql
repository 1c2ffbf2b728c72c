-- A submission id is unique per form kind, not across both (issue 25): a landing-page lead whose
-- id happened to equal an enquiry's (ids come from the visitor's browser) was answered with the
-- enquiry's stored answer and never stored. Repeats of one form still get their first answer.
ALTER TABLE leads DROP CONSTRAINT leads_submission_id_key;
ALTER TABLE leads ADD CONSTRAINT leads_kind_submission_id_key UNIQUE (kind, submission_id);
