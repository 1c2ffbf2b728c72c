export { t as PlaceBanner } from "./place-banner-kWuWvUKy.js";
