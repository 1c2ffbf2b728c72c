/** "buttonLink" → "Button link": how the studio names a prop to a marketer (fields, messages, request summaries). */
export const labelOf = (name: string) => {
  const words = name.replace(/([a-z0-9])([A-Z])/g, '$1 $2').replace(/[-_]/g, ' ').toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
};
