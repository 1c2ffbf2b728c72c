export { t as ReviewLinks } from "./review-links-BMX6Iw9q.js";
