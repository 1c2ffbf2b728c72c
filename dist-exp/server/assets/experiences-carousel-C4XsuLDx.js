export { t as ExperiencesCarousel } from "./experiences-carousel-CjdIemz6.js";
