export { t as DestinationsList } from "./destinations-list-D6dqzeH1.js";
