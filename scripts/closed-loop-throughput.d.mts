/** Types of closed-loop-throughput.mjs (plain JavaScript: autocannon has no types). */
export function closedLoopThroughput(url: string, options?: { connections?: number; seconds?: number }): Promise<{ rps: number; failures: number }>;
