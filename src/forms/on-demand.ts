import { describeError } from './describe-error';

/** Modules a form loads only when the visitor uses it, and the ways it asks for them. */
export interface OnDemand<T> {
  /** The modules once they have arrived, else undefined: a submit after the warm-up runs at once. */
  ready(): T | undefined;
  /** The modules; one download however often it is called. A failed download is not kept: the next call tries again. */
  load(): Promise<T>;
  /** Starts the download when the visitor begins filling the form (first call only), so submit need not wait; a failure is logged. */
  warmUp(): void;
  /**
   * For a submit whose modules are not `ready()`: the modules after their download, or null when
   * it failed (logged with `what`, e.g. "the form's checks"), which the form shows as its failure
   * message. (When they are ready a submit uses them without an await, inside the click.)
   */
  forSubmit(what: string): Promise<T | null>;
}

/**
 * A form's checks and sender (zod among them) stay out of the page's first download: the page
 * hydrates without them, and they load when the visitor starts filling the form (warmUp, on
 * focus) or, at the latest, on submit (load). Once they are here a submit uses them without
 * waiting (ready), so it checks, marks and focuses fields within the click, as before the split
 * (a focus inside the click is what opens the on-screen keyboard on phones). `tag` prefixes the
 * log lines, e.g. '[lead]'.
 */
export function onDemand<T>(tag: string, download: () => Promise<T>): OnDemand<T> {
  let pending: Promise<T> | undefined;
  let arrived: T | undefined;
  let warmedUp = false;
  const load = () => {
    if (pending) return pending;
    const attempt = download().then((modules) => {
      arrived = modules;
      return modules;
    });
    pending = attempt;
    // Forget a failed attempt (offline): whoever awaited it reports the failure; the next call retries.
    attempt.then(undefined, () => {
      if (pending === attempt) pending = undefined;
    });
    return attempt;
  };
  return {
    ready: () => arrived,
    load,
    forSubmit(what) {
      return load().catch((error: unknown) => {
        console.warn(`${tag} ${what} could not be loaded: ${describeError(error)}`);
        return null;
      });
    },
    warmUp() {
      // Once: every focus of the form calls this, and an offline visitor needs one log line, not one per field.
      if (warmedUp) return;
      warmedUp = true;
      load().catch((error: unknown) => {
        console.warn(`${tag} the form's checks did not load ahead of submit (submit tries again): ${describeError(error)}`);
      });
    },
  };
}
