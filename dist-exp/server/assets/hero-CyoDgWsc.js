import { t as ResponsiveImage } from "./responsive-image-DKn80jXK.js";
import { i as isPipelineSource, o as variantUrl } from "./responsive-image-B6HOV0FW.js";
import { useEffect, useRef, useState } from "react";
import { jsx, jsxs } from "react/jsx-runtime";
// src/blocks/shared/hero.tsx
/** Whether the visitor asked for less motion (false where the browser cannot tell). */
var prefersReducedMotion = () => typeof window.matchMedia === "function" && window.matchMedia("(prefers-reduced-motion: reduce)").matches;
/**
* The hero: a looping, muted, inline video behind the heading, with a play/pause toggle whose name
* says what it will do. Playback starts from an effect, so the server HTML is the same for every
* visitor, and a visitor who prefers reduced motion gets a paused video.
*/
function Hero({ heading, subHeading, videoSrc, posterSrc, tall, children }) {
	const video = useRef(null);
	const [playing, setPlaying] = useState(false);
	useEffect(() => {
		const element = video.current;
		if (!element) return;
		if (prefersReducedMotion()) {
			element.pause();
			return;
		}
		element.play().then(() => setPlaying(true), (error) => console.warn(`[hero] autoplay refused: ${String(error)}`));
	}, [videoSrc]);
	const toggle = () => {
		const element = video.current;
		if (!element) return;
		if (element.paused) element.play().then(() => setPlaying(true), (error) => console.warn(`[hero] play failed: ${String(error)}`));
		else {
			element.pause();
			setPlaying(false);
		}
	};
	return /* @__PURE__ */ jsxs("section", {
		className: `hero${tall ? " hero--tall" : ""}`,
		children: [
			posterSrc && /* @__PURE__ */ jsx(ResponsiveImage, {
				className: "hero__media",
				src: posterSrc,
				alt: "",
				width: 1600,
				height: 900,
				layout: "hero",
				priority: "high"
			}),
			videoSrc && /* @__PURE__ */ jsx("video", {
				ref: video,
				className: "hero__media",
				src: videoSrc,
				poster: posterSrc && isPipelineSource(posterSrc) ? variantUrl(posterSrc, 828, "avif") : posterSrc,
				autoPlay: true,
				muted: true,
				loop: true,
				playsInline: true,
				preload: "metadata",
				"aria-hidden": "true",
				onPause: () => setPlaying(false),
				onPlay: () => setPlaying(true)
			}),
			/* @__PURE__ */ jsx("div", { className: "hero__shade" }),
			/* @__PURE__ */ jsxs("div", {
				className: "hero__content container",
				children: [
					/* @__PURE__ */ jsx("h1", {
						className: "hero__heading",
						children: heading
					}),
					subHeading && /* @__PURE__ */ jsx("p", {
						className: "hero__sub",
						children: subHeading
					}),
					children
				]
			}),
			videoSrc && /* @__PURE__ */ jsx("button", {
				type: "button",
				className: "hero__toggle",
				onClick: toggle,
				"aria-label": playing ? "Pause background video" : "Play background video",
				children: /* @__PURE__ */ jsx("svg", {
					viewBox: "0 0 24 24",
					width: "20",
					height: "20",
					"aria-hidden": "true",
					focusable: "false",
					children: playing ? /* @__PURE__ */ jsx("path", {
						d: "M7 5h3.5v14H7zM13.5 5H17v14h-3.5z",
						fill: "currentColor"
					}) : /* @__PURE__ */ jsx("path", {
						d: "M8 5.5v13l10.5-6.5z",
						fill: "currentColor"
					})
				})
			})
		]
	});
}
export { Hero as t };
