import { dirname } from 'node:path';
import { fileURLToPath } from 'node:url';

// Production entry. React (an external package of this bundle) chooses its development build,
// several times slower to render, unless NODE_ENV says production: set it before React loads,
// hence the dynamic import (static imports would be evaluated before this line).
process.env.NODE_ENV ??= 'production';
const { runProductionServer } = await import('./production-server');
// The built client sits beside this file's folder (dist/server → dist/client).
runProductionServer(dirname(fileURLToPath(import.meta.url)));
