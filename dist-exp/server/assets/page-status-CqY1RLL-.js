import { t as StatusMessage } from "./status-message-DzKJqLl0.js";
import { jsx } from "react/jsx-runtime";
// src/blocks/page-status/page-status.tsx
function PageStatus({ props, content, status }) {
	if (status === "failed") return /* @__PURE__ */ jsx("div", {
		className: "container",
		children: /* @__PURE__ */ jsx(StatusMessage, {
			tone: "error",
			children: props.errorText
		})
	});
	if (status === "ready" && props.emptyText !== void 0 && content && !content.hasData) return /* @__PURE__ */ jsx("div", {
		className: "container",
		children: /* @__PURE__ */ jsx(StatusMessage, {
			tone: "info",
			children: props.emptyText
		})
	});
	return null;
}
export { PageStatus as t };
