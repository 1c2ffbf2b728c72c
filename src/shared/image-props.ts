/**
 * Props that hold a picture's address ("image", "mobileImage", "photo"…): the studio edits them
 * with the picture library (image-picker-field.tsx), and a request is checked for pictures the
 * site cannot serve (server/studio/unfinished-content.ts). One rule for both.
 */
const IMAGE_PROP = /(^|[a-z])(image|Image|photo|Photo)$/;

export const isImageProp = (name: string) => IMAGE_PROP.test(name);
