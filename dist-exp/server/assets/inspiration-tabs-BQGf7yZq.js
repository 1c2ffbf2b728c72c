export { t as InspirationTabs } from "./inspiration-tabs-DbjFuLFy.js";
