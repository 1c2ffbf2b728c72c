// The Lighthouse throttling profiles the benchmarks share (npm run bench, npm run bench:floor).
/**
 * The throttling profiles of a Lighthouse run. "default" is Lighthouse's mobile preset (simulated
 * throttling, a 4x slower CPU than this host). "phone" reproduces issue 33's device on any host:
 * Lighthouse mobile at 4x on a host whose benchmarkIndex is 1,250 (a low-end phone), i.e. a CPU
 * slowdown of 4 x (this host's index / 1,250), applied by Chromium itself (DevTools throttling),
 * so the page's own scheduling (React yielding every 5 ms) runs on the slowed CPU as on a phone.
 * Simulated throttling at that multiplier would instead stretch each 5 ms slice to 60 ms.
 */
export const REFERENCE_BENCHMARK_INDEX = 1250;

export function lighthouseSettings(profile, benchmarkIndex) {
  if (profile === 'default') return undefined;
  const cpuSlowdownMultiplier = Math.max(1, Math.round((4 * benchmarkIndex) / REFERENCE_BENCHMARK_INDEX));
  return {
    extends: 'lighthouse:default',
    settings: {
      throttlingMethod: 'devtools',
      // Lighthouse's mobile network preset, applied by DevTools.
      throttling: { cpuSlowdownMultiplier, requestLatencyMs: 562.5, downloadThroughputKbps: 1474.56, uploadThroughputKbps: 675, rttMs: 150, throughputKbps: 1638.4 },
    },
  };
}
