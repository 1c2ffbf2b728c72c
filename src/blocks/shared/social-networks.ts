/**
 * The social networks the site can link to; each has an icon in ./social-icons. site.json's
 * schema (src/site/site-config-schema.ts) takes its list of allowed networks from here.
 */
export const socialNetworks = ['facebook', 'instagram', 'linkedin', 'twitter', 'youtube', 'yelp'] as const;
export type SocialNetwork = (typeof socialNetworks)[number];
