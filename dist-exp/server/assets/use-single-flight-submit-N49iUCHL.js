import { t as describeError } from "./describe-error-BVuRnxTZ.js";
import { useRef } from "react";
// src/forms/on-demand.ts
/**
* A form's checks and sender (zod among them) stay out of the page's first download: the page
* hydrates without them, and they load when the visitor starts filling the form (warmUp, on
* focus) or, at the latest, on submit (load). Once they are here a submit uses them without
* waiting (ready), so it checks, marks and focuses fields within the click, as before the split
* (a focus inside the click is what opens the on-screen keyboard on phones). `tag` prefixes the
* log lines, e.g. '[lead]'.
*/
function onDemand(tag, download) {
	let pending;
	let arrived;
	let warmedUp = false;
	const load = () => {
		if (pending) return pending;
		const attempt = download().then((modules) => {
			arrived = modules;
			return modules;
		});
		pending = attempt;
		attempt.then(void 0, () => {
			if (pending === attempt) pending = void 0;
		});
		return attempt;
	};
	return {
		ready: () => arrived,
		load,
		forSubmit(what) {
			return load().catch((error) => {
				console.warn(`${tag} ${what} could not be loaded: ${describeError(error)}`);
				return null;
			});
		},
		warmUp() {
			if (warmedUp) return;
			warmedUp = true;
			load().catch((error) => {
				console.warn(`${tag} the form's checks did not load ahead of submit (submit tries again): ${describeError(error)}`);
			});
		}
	};
}
// src/forms/use-single-flight-submit.ts
/**
* A form's submit handler that runs `submit` once at a time: a second submit while the first is
* checking or sending (a double click) is ignored. A ref, not state: the flag is set before the
* first await, so a second submit in the same moment already sees it.
*/
function useSingleFlightSubmit(submit) {
	const inFlight = useRef(false);
	return async (event) => {
		event.preventDefault();
		if (inFlight.current) return;
		inFlight.current = true;
		try {
			await submit();
		} finally {
			inFlight.current = false;
		}
	};
}
export { onDemand as n, useSingleFlightSubmit as t };
