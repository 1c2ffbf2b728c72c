import { jsx } from "react/jsx-runtime";
// src/blocks/shared/status-message.tsx
/** The spec's loading, empty and error lines; errors are red and announced. */
function StatusMessage({ tone, children }) {
	return tone === "error" ? /* @__PURE__ */ jsx("p", {
		className: "status-text error-text",
		role: "alert",
		children
	}) : /* @__PURE__ */ jsx("p", {
		className: "status-text",
		children
	});
}
export { StatusMessage as t };
