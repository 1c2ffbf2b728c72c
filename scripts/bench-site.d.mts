/** Types of bench-site.mjs (plain JavaScript, shared by the .mjs benchmarks). */
export function startBenchSite(
  env?: Record<string, string>,
  options?: { buildDir?: string; prefix?: string; cwd?: string },
): Promise<{ url: string; startMs: number; pid: number | undefined; stop(): void }>;
