export { t as BlogDetail } from "./blog-detail-CUaG9IgH.js";
