/**
 * When an experiment runs, without zod: the browser's entry uses this at page load (decision 006).
 * A calendar date (YYYY-MM-DD) is a whole UTC day: the start from its first moment, the end
 * through its last.
 */
export const CONTROL_VARIANT = 'control';

const DAY = 24 * 60 * 60 * 1000;

/** Milliseconds of the first moment of `start` and the first moment after `end` (NaN when unreadable). */
export function experimentWindow(experiment: { start: string; end: string }): { from: number; until: number } {
  const at = (value: string, endOfDay: boolean) => (value.length === 10 ? Date.parse(`${value}T00:00:00Z`) + (endOfDay ? DAY : 0) : Date.parse(value));
  return { from: at(experiment.start, false), until: at(experiment.end, true) };
}

export function isExperimentRunning(experiment: { start: string; end: string }, now: number): boolean {
  const { from, until } = experimentWindow(experiment);
  return now >= from && now < until;
}
