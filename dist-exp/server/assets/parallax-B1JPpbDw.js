import { useEffect } from "react";
// src/blocks/shared/use-parallax.ts
/**
* Parallax for a section's backdrop layer (an absolutely placed child of the section, see
* parallax.css): the layer moves by `factor` of the scroll distance (spec: motto 0.2, advisor 0.5),
* relative to where the section's centre meets the window's centre. The layer is made taller than
* the section by the most it can move while the section is in view, so the image always covers
* the section: no band of background colour, no edge of the image across the text.
* Browser only, in an effect; off (the layer then just covers the section) for reduced motion.
*/
function parallaxPlacement(frame, viewportHeight, factor) {
	const fromCentre = frame.top + frame.height / 2 - viewportHeight / 2;
	return {
		shift: 0 - Math.round(fromCentre * factor),
		reach: Math.ceil(factor * (viewportHeight + frame.height) / 2) + 1
	};
}
/**
* The backdrop's inline style: its parallax factor, from which parallax.css makes the layer taller
* than the section by `reach` (the same formula as parallaxPlacement, in CSS units) before any
* script runs.
*/
function parallaxBackdropStyle(factor) {
	return { "--parallax-factor": factor };
}
function useParallax(ref, factor) {
	useEffect(() => {
		const layer = ref.current;
		const section = layer?.parentElement;
		if (!layer || !section || factor === 0) return;
		if (window.matchMedia("(prefers-reduced-motion: reduce)").matches) return;
		let frame = 0;
		const update = () => {
			frame = 0;
			const { shift } = parallaxPlacement(section.getBoundingClientRect(), window.innerHeight, factor);
			layer.style.transform = `translate3d(0, ${shift}px, 0)`;
		};
		const schedule = () => {
			if (!frame) frame = requestAnimationFrame(update);
		};
		update();
		window.addEventListener("scroll", schedule, { passive: true });
		window.addEventListener("resize", schedule, { passive: true });
		return () => {
			window.removeEventListener("scroll", schedule);
			window.removeEventListener("resize", schedule);
			if (frame) cancelAnimationFrame(frame);
		};
	}, [ref, factor]);
}
export { useParallax as n, parallaxBackdropStyle as t };
