/** Types of closed-loop-throughput.mjs (plain JavaScript: autocannon has no types). */
export function closedLoopThroughput(
  url: string,
  options?: { connections?: number; seconds?: number; headers?: Record<string, string>[] },
): Promise<{ rps: number; failures: number }>;
