export { t as TrendingCards } from "./trending-cards-CVJDnyp5.js";
