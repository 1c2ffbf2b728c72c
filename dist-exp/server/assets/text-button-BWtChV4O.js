import { useLayoutEffect, useState } from "react";
import { jsx } from "react/jsx-runtime";
// src/blocks/shared/read-more-toggle.tsx
/**
* The Read More / Read Less button of a clamped text (testimonial and Yelp cards). `read-more-toggle`
* lets index.html's <noscript> style hide it where there are no scripts to press it with.
*/
function ReadMoreToggle({ expanded, controls, className, onToggle }) {
	return /* @__PURE__ */ jsx("button", {
		type: "button",
		className: `text-button ${className} read-more-toggle`,
		"aria-expanded": expanded,
		"aria-controls": controls,
		onClick: onToggle,
		children: expanded ? "Read Less" : "Read More"
	});
}
// src/blocks/shared/use-text-cut.ts
/**
* Whether a clamped text is really cut on this screen (its content is taller than its box), so
* Read More shows only where there is more to read. Until it can be measured (the server's HTML,
* a browser without ResizeObserver, a box not laid out yet) the text counts as cut: the toggle
* stays, as the spec's length rule gave it.
*/
function useTextCut(text, clamped) {
	const [cut, setCut] = useState(true);
	useLayoutEffect(() => {
		const element = text.current;
		if (!clamped || !element || typeof ResizeObserver === "undefined") return;
		const measure = () => {
			if (element.clientHeight === 0) return;
			setCut(element.scrollHeight > element.clientHeight + 1);
		};
		measure();
		const observer = new ResizeObserver(measure);
		observer.observe(element);
		return () => observer.disconnect();
	}, [text, clamped]);
	return cut;
}
export { ReadMoreToggle as n, useTextCut as t };
