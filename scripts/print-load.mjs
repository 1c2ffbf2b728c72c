// The machine's load, printed by every benchmark: a figure taken beside builds or tests is not a
// measurement (README, "Benchmarks").
import { loadavg } from 'node:os';

export function printLoad(when) {
  const [one, five, fifteen] = loadavg().map((value) => value.toFixed(2));
  console.log(`load average ${when}: ${one} ${five} ${fifteen}${Number(one) > 1 ? ' (NOT a quiet machine: stop other builds, tests and benchmarks and measure again)' : ''}`);
}
