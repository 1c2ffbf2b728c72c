export { t as SpecialtiesGrid, n as tileTarget } from "./specialties-grid-DKF4wXJI.js";
