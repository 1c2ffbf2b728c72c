export { t as BlogCarousel, n as blogResponsive } from "./blog-carousel-CvlJqL6R.js";
