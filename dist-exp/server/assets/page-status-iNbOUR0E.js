export { t as PageStatus } from "./page-status-CqY1RLL-.js";
