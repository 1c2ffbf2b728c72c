/** The site's two forms, as a no-script post names them (FORM_KIND_FIELD) and their state records them. */
export const formKinds = ['enquiry', 'lead'] as const;
export type FormKind = (typeof formKinds)[number];
