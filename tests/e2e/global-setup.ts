import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';

/** The e2e tests run the built site: build it when it is not there (npm test builds it first). */
export default function setup() {
  const dir = process.env.BUILD_DIR ?? 'dist';
  if (existsSync(`${dir}/server/main.js`) && existsSync(`${dir}/client/index.html`) && !process.env.E2E_REBUILD) return;
  execFileSync('npx', ['vite', 'build', '--logLevel', 'warn'], { stdio: 'inherit' });
  execFileSync('npx', ['vite', 'build', '--ssr', 'server/main.ts', '--logLevel', 'warn'], { stdio: 'inherit' });
}
