import { createContext, useContext, type ReactNode } from 'react';
import type { SocialNetwork } from './social-networks';

export interface SocialProfile {
  network: SocialNetwork;
  /** Accessible name, e.g. "Travel N Relax on Facebook". */
  label: string;
  href: string;
}

/**
 * What a block may read of the site's settings (site.json). Blocks do not import src/site: the
 * app hands site.json's parsed config to <SiteSettingsProvider> around each page, and TypeScript
 * checks there that the config (typed by its zod schema) has every field named here.
 */
export interface SiteSettings {
  name: string;
  logo: { src: string; alt: string; width: number; height: number };
  phone: string;
  phoneHref: string;
  email: string;
  address: { street: string; city: string; region: string; postalCode: string; country: string };
  officeHours: { contact: readonly string[]; customerService: string };
  social: readonly SocialProfile[];
  readyToTravel: { label: string; href: string };
  defaults: { heroHeading: string; images: Readonly<Record<string, string>> };
}

const SiteSettingsContext = createContext<SiteSettings | null>(null);

export function SiteSettingsProvider({ settings, children }: { settings: SiteSettings; children: ReactNode }) {
  return <SiteSettingsContext.Provider value={settings}>{children}</SiteSettingsContext.Provider>;
}

export function useSiteSettings(): SiteSettings {
  const settings = useContext(SiteSettingsContext);
  if (!settings) throw new Error('useSiteSettings() needs a <SiteSettingsProvider> above it');
  return settings;
}
