export { t as MonthIntro } from "./month-intro-rUSsoEtZ.js";
