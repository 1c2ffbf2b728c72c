export { t as Partners } from "./partners-kxGMAASZ.js";
