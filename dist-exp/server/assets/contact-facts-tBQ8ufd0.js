export { t as ContactFacts } from "./contact-facts-DMOpuAIx.js";
