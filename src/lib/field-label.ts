/**
 * A prop's name as the studio labels its field: "buttonLink" → "Button link". One place, so a
 * message names the field exactly as the settings panel does.
 */
export const labelOf = (name: string) => {
  const words = name.replace(/([a-z0-9])([A-Z])/g, '$1 $2').replace(/[-_]/g, ' ').toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
};
