export { t as SliderArrow } from "./slider-arrow-35adgzPy.js";
