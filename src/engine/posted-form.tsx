import { createContext, useContext, type ReactNode } from 'react';

/**
 * What the server hands the page after a form was posted without JavaScript (the kept input, the
 * messages, the outcome): rendered with the page on the server and embedded for hydration apart
 * from the content. Opaque here: the forms that read it parse it (src/forms/form-state.ts).
 */
const PostedFormContext = createContext<unknown>(undefined);

export function PostedFormProvider({ value, children }: { value: unknown; children: ReactNode }) {
  return <PostedFormContext.Provider value={value}>{children}</PostedFormContext.Provider>;
}

/** The posted form's state the server embedded, if any (undefined on every page not answering a post). */
export const usePostedForm = (): unknown => useContext(PostedFormContext);
