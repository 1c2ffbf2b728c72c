export { t as Motto } from "./motto-BICwC93I.js";
