import type { LimitsStore } from '../limits/limits-store';

/**
 * At most this many new visitors of one experiment are counted per client address (an IPv6 /64)
 * per day (docs/decisions/009-experiment-statistics.md): a script that throws its cookies away
 * adds at most this many visitors a day from each address it has; a family's devices, or a
 * small office behind one address, stay under it.
 */
export const NEW_VISITORS_PER_ADDRESS_PER_DAY = 20;

/**
 * The daily bound, in the limits store every instance shares (server/limits). The decision is
 * made before the draw, so the visitors it leaves out are left out of every variant alike: the
 * comparison stays fair, only the sample is smaller. When the store cannot be asked, nobody is
 * counted (the count needs the same database).
 */
export function createExposureBound(limits: LimitsStore, max = NEW_VISITORS_PER_ADDRESS_PER_DAY) {
  const counter = limits.counter('experiment-visitors', { max, windowSeconds: 24 * 60 * 60 });
  return async (experimentId: string, clientKey: string): Promise<boolean> => (await counter.hit(`${experimentId}\n${clientKey}`)).allowed;
}
