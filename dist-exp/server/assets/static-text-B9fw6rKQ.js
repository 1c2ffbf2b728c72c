export { t as StaticText } from "./static-text-BpOLl39l.js";
