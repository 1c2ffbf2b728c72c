// src/forms/describe-error.ts
/** An error as one log line: "TypeError: Failed to fetch". */
function describeError(error) {
	return error instanceof Error ? `${error.name}: ${error.message}` : String(error);
}
export { describeError as t };
