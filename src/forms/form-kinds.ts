/** The site's two forms, as a no-script post names them (FORM_KIND_FIELD) and their state records them. */
export const formKinds = ['enquiry', 'lead'] as const;
export type FormKind = (typeof formKinds)[number];

/**
 * What the post did: sent (success), refused (error), or nothing but fill the form (prefilled: the
 * appointment panel's details, src/forms/appointment-request.ts).
 */
export const formOutcomes = ['success', 'error', 'prefilled'] as const;
