export { t as ReviewCarousel, n as reviewResponsive } from "./review-carousel-CY6hc2gP.js";
