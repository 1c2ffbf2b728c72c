export { t as SpecialityLinks } from "./speciality-links-C-T66HS9.js";
