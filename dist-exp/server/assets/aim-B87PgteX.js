export { t as Aim } from "./aim-BhyaI_dR.js";
