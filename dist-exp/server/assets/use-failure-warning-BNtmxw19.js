import { useEffect } from "react";
// src/blocks/shared/use-failure-warning.ts
/**
* The spec's logged-only failures (e.g. 'Error fetching intro data. Please try again later.'):
* a warning in the browser's console when the section's content failed, nothing on the page.
*/
function useFailureWarning(status, message) {
	useEffect(() => {
		if (status === "failed") console.warn(message);
	}, [status, message]);
}
export { useFailureWarning as t };
