/** An error as one log line: "TypeError: Failed to fetch". */
export function describeError(error: unknown): string {
  return error instanceof Error ? `${error.name}: ${error.message}` : String(error);
}
