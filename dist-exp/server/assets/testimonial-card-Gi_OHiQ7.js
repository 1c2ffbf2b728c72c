export { t as TestimonialCard } from "./testimonial-card-B-y7X3cD.js";
