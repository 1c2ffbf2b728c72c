export { t as Catalog } from "./catalog-CAjQx_IH.js";
