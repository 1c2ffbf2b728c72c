import { z } from "zod";
// src/blocks/shared/carousel-motion-props.ts
/** The spec's carousel motion (500 ms transition, 10 px minimum swipe), one definition for every carousel block. */
var carouselMotionProps = {
	transitionMs: z.number().int().min(0).max(5e3).default(500).describe("Slide transition in milliseconds."),
	swipeMinDistance: z.number().int().min(1).max(200).default(10).describe("A swipe shorter than this (px) is ignored.")
};
export { carouselMotionProps as t };
