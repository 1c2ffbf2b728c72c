export { t as TestimonialCarousel, n as testimonialResponsive } from "./testimonial-carousel-BfZPh0jv.js";
