export { t as Intro } from "./intro-CN79JAEG.js";
