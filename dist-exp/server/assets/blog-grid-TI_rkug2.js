export { t as BlogGrid } from "./blog-grid-BeMzRwJw.js";
