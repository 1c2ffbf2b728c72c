import type { ComponentProps } from 'react';
import { SocialLinks as SocialLinksList } from '../blocks/shared/social-links';
import { siteConfig } from './site-config';

/** The six profiles of site.json for the chrome (the shared list, with the site's profiles). */
export function SocialLinks({ profiles = siteConfig.social, ...rest }: Partial<ComponentProps<typeof SocialLinksList>>) {
  return <SocialLinksList profiles={profiles} {...rest} />;
}
