/** Types of print-load.mjs (plain JavaScript, shared by the benchmark scripts). */
/** Prints the machine's load average, flagged when the machine is not quiet; `when` says at which moment ("before", "after"). */
export function printLoad(when: string): void;
