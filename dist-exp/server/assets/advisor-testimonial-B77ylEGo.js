export { t as AdvisorTestimonial } from "./advisor-testimonial-CPmO8BkU.js";
