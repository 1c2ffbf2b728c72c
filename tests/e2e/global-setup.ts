import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { preparedSiteData } from './support/site-server';

/**
 * The e2e tests run the built site: build it when it is not there (npm test builds it first),
 * then make the build's prepared data directory once (./support/site-data.ts), before the
 * workers' first sites would each make it.
 */
export default async function setup() {
  const dir = process.env.BUILD_DIR ?? 'dist';
  if (!existsSync(`${dir}/server/main.js`) || !existsSync(`${dir}/client/index.html`) || !existsSync(`${dir}/studio/.vite/manifest.json`) || process.env.E2E_REBUILD) {
    // Vitest sets NODE_ENV=test, which would make Vite build React's development bundles: build
    // what `npm run build` builds, the site as it is deployed.
    const env = { ...process.env, NODE_ENV: 'production' };
    execFileSync('npx', ['vite', 'build', '--logLevel', 'warn'], { stdio: 'inherit', env });
    execFileSync('npx', ['vite', 'build', '--ssr', 'server/main.ts', '--logLevel', 'warn'], { stdio: 'inherit', env });
    execFileSync('npx', ['vite', 'build', '-c', 'vite.studio.config.ts', '--logLevel', 'warn'], { stdio: 'inherit', env });
  }
  await preparedSiteData(dir);
}
