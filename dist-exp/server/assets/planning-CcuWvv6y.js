export { t as Planning } from "./planning-VsOy3_sm.js";
