import { isbot } from 'isbot';

/**
 * Visitors an experiment leaves out: they see the control, get no cookie and are not counted.
 * Crawlers (isbot's list of user agents) would be counted as visitors who never convert and index
 * a variant; a browser sending Global Privacy Control (`Sec-GPC: 1`) has asked not to be tracked
 * across the sale or sharing of its data, and a sticky experiment cookie with its lead's campaign
 * is tracking we can do without.
 */
export function leftOutOfExperiments(headers: Headers): 'crawler' | 'gpc' | undefined {
  if (headers.get('sec-gpc')?.trim() === '1') return 'gpc';
  if (isbot(headers.get('user-agent') ?? '')) return 'crawler';
  return undefined;
}
