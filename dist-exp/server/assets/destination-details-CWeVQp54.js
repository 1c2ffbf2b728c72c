export { t as DestinationDetails } from "./destination-details-DhGe1H7D.js";
