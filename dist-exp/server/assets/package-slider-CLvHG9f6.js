export { t as PackageSlider, n as countryPath, r as packageResponsive } from "./package-slider-CDahj2iv.js";
