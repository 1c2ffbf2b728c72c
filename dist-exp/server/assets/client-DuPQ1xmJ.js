import { n as isContentCallName, t as callPath } from "./call-names-BhdHg_xh.js";
// src/content/client.ts
/**
* The one HTTP client of the browser: POST /api/<call> on the site's own origin, JSON bodies, the
* `token` header. The token is public by nature (the spec's back end takes a fixed value from every
* visitor); the server hands it to the page with the hydration data.
*/
var apiToken = "";
var apiBase = typeof location === "undefined" ? "/api/" : new URL("/api/", location.origin).href;
var apiClient;
/**
* The ky instance, loaded the first time the browser calls the API (a navigation, a form) rather
* with the page: hydration calls nothing, so ky's bytes would only delay the first paint.
*/
function loadApi() {
	apiClient ??= import("ky").then(({ default: ky }) => ky.create({
		prefixUrl: apiBase,
		timeout: 15e3,
		retry: {
			limit: 1,
			methods: ["post"],
			statusCodes: [
				408,
				502,
				503,
				504
			]
		},
		hooks: { beforeRequest: [(request) => {
			request.headers.set("token", apiToken);
		}] }
	}), (error) => {
		apiClient = void 0;
		throw error;
	});
	return apiClient;
}
/**
* The spec's wrapper (spec 1 §7): resolves to the JSON answer, or null on any failure, which it
* logs. Callers parse the answer with the contract's schemas before using it.
*/
async function fetchContent(call, body) {
	try {
		const { path, body: json } = callPath(call, body);
		return await (await loadApi()).post(path, { json }).json();
	} catch (error) {
		console.warn(`[content] ${call} failed: ${error instanceof Error ? error.message : String(error)}`);
		return null;
	}
}
/** The engine's reader in the browser. */
var browserReader = async (call, body) => {
	if (!isContentCallName(call)) {
		console.warn(`[content] unknown call "${call}"`);
		return null;
	}
	return fetchContent(call, body);
};
export { loadApi as n, browserReader as t };
