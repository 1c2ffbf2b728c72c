export { t as CountryOverview } from "./country-overview-C7wLjdd6.js";
