import { dirname } from "node:path";
import { fileURLToPath } from "node:url";
// server/main.ts
process.env.NODE_ENV ??= "production";
var { runProductionServer } = await import("./assets/production-server-BkO2b85g.js");
runProductionServer(dirname(fileURLToPath(import.meta.url)));
export {};
