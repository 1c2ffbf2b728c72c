export { t as ValueCards } from "./value-cards-CyqBfpqC.js";
