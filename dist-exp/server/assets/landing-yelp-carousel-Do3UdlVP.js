export { t as LandingYelpCarousel } from "./landing-yelp-carousel-qpVvEjWF.js";
