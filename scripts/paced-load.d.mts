/** Types of paced-load.mjs (plain JavaScript, run by `node scripts/bench.mjs`). */
export interface PacedLoadResult {
  /** Answers per second achieved. */
  rps: number;
  /** Latencies in ms, each from when its request was due. */
  p50: number;
  p99: number;
  max: number;
  errors: number;
}

export function pacedLoad(url: string, options?: { rate?: number; seconds?: number; maxSockets?: number; timeoutMs?: number }): Promise<PacedLoadResult>;
