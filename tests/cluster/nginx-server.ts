import { spawn, spawnSync } from 'node:child_process';
import { chmodSync, existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { VARIANT_COOKIE } from '../../src/engine/experiment-variant';
import { freePorts } from '../support/free-port';

/**
 * The proxy cache's key (docs/deployment.md "Caching in front"): nginx's default plus the variant
 * cookie, so each variant of a page under an experiment is its own entry and instances may run
 * with PROXY_CACHES_VARIANTS=true. The space keeps the two parts apart: nginx refuses a request
 * line with a space in its address, so no address and cookie can spell another pair's key.
 */
export const PROXY_CACHE_KEY = `"$scheme$proxy_host$request_uri $cookie_${VARIANT_COOKIE}"`;

/**
 * Debian's nginx in front of the site's instances, as docs/deployment.md describes the agency's
 * balancer and CDN: one process (not a daemon) with a generated configuration, its pid, logs,
 * temporary files and cache in a temporary folder, listening on free loopback ports:
 * - `cached`: balancer over every instance + a proxy cache that follows the site's Cache-Control,
 *   keyed on the address and the variant cookie (PROXY_CACHE_KEY; `X-Cache-Status` says
 *   HIT/MISS/..., `X-Upstream` which instance answered);
 * - `balanced`: the same balancer without the cache (uncached pages, form posts);
 * both fair per client address (the visitor the X-Forwarded-For of the "CDN" names): 50 requests in
 * progress at once, POSTs at 10 a second with bursts of 20, the rest 429;
 * - `single`: the first instance alone (the one-instance figure);
 * - `static`: a file nginx serves itself (the yardstick for the cached-page throughput).
 */
export interface Nginx {
  cached: string;
  balanced: string;
  single: string;
  static: string;
  staticFile: string;
  errorLog(): string;
  stop(): Promise<void>;
}

export const NGINX = '/usr/sbin/nginx';

export function nginxAvailable(): boolean {
  return existsSync(NGINX);
}

export async function startNginx(options: { upstreams: number[]; staticBody: string }): Promise<Nginx> {
  const dir = mkdtempSync(join(tmpdir(), 'nginx-cluster-'));
  // The workers run as nginx's unprivileged user when started as root: they write here too.
  chmodSync(dir, 0o777);
  for (const sub of ['cache', 'temp', 'static']) mkdirSync(join(dir, sub), { mode: 0o777 });
  chmodSync(join(dir, 'cache'), 0o777);
  chmodSync(join(dir, 'temp'), 0o777);
  writeFileSync(join(dir, 'static', 'page.html'), options.staticBody);
  const [cached, balanced, single, statics] = await freePorts(4);
  const servers = options.upstreams.map((port) => `    server 127.0.0.1:${port};`).join('\n');
  const config = `
daemon off;
worker_processes 1;
pid ${dir}/nginx.pid;
error_log ${dir}/error.log warn;
events { worker_connections 2048; }
http {
  access_log off;
  include /etc/nginx/mime.types;
  client_body_temp_path ${dir}/temp/body;
  proxy_temp_path ${dir}/temp/proxy;
  fastcgi_temp_path ${dir}/temp/fastcgi;
  uwsgi_temp_path ${dir}/temp/uwsgi;
  scgi_temp_path ${dir}/temp/scgi;
  proxy_cache_path ${dir}/cache levels=1:2 keys_zone=pages:10m max_size=200m inactive=10m use_temp_path=off;
  upstream every_instance {
${servers}
    keepalive 32;
  }
  upstream first_instance {
    server 127.0.0.1:${options.upstreams[0]};
    keepalive 32;
  }
  # Who the client is: the CDN in front (here the test, playing it) names the visitor in
  # X-Forwarded-For; believed from loopback only (in production: the CDN's published ranges).
  set_real_ip_from 127.0.0.0/8;
  real_ip_header X-Forwarded-For;
  # Fairness per client address (docs/deployment.md): requests in progress at once, and POSTs per
  # second (a burst passes, a flood is answered 429 here, before an instance is asked).
  limit_conn_zone $binary_remote_addr zone=per_client:10m;
  map $request_method $post_client { POST $binary_remote_addr; default ""; }
  limit_req_zone $post_client zone=posts_per_client:10m rate=10r/s;
  limit_conn_status 429;
  limit_req_status 429;
  limit_conn_log_level warn;
  limit_req_log_level warn;
  proxy_http_version 1.1;
  proxy_set_header Connection "";
  proxy_set_header Host $http_host;
  proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;
  add_header X-Upstream $upstream_addr always;
  server {
    listen 127.0.0.1:${cached};
    location / {
      limit_conn per_client 50;
      limit_req zone=posts_per_client burst=20 nodelay;
      proxy_pass http://every_instance;
      proxy_cache pages;
      proxy_cache_key ${PROXY_CACHE_KEY};
      proxy_cache_lock on;
      proxy_cache_background_update on;
      proxy_cache_use_stale updating error timeout;
      add_header X-Cache-Status $upstream_cache_status always;
      add_header X-Upstream $upstream_addr always;
    }
  }
  server {
    listen 127.0.0.1:${balanced};
    location / {
      limit_conn per_client 50;
      limit_req zone=posts_per_client burst=20 nodelay;
      proxy_pass http://every_instance;
    }
  }
  server {
    listen 127.0.0.1:${single};
    location / { proxy_pass http://first_instance; }
  }
  server {
    listen 127.0.0.1:${statics};
    location / { root ${dir}/static; }
  }
}
`;
  const configFile = join(dir, 'nginx.conf');
  writeFileSync(configFile, config);
  const checked = spawnSync(NGINX, ['-t', '-q', '-p', dir, '-c', configFile], { encoding: 'utf8' });
  if (checked.status !== 0) throw new Error(`nginx refused its configuration: ${checked.stderr}`);
  const child = spawn(NGINX, ['-p', dir, '-c', configFile], { stdio: ['ignore', 'ignore', 'pipe'] });
  let stderr = '';
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const url = (port: number) => `http://127.0.0.1:${port}`;
  // Up when the static server answers.
  for (let tries = 0; ; tries += 1) {
    if (child.exitCode !== null) throw new Error(`nginx exited: ${stderr}`);
    const up = await fetch(`${url(statics)}/page.html`).then(
      (response) => response.ok,
      () => false,
    );
    if (up) break;
    if (tries > 100) throw new Error(`nginx did not start: ${stderr}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return {
    cached: url(cached),
    balanced: url(balanced),
    single: url(single),
    static: url(statics),
    staticFile: '/page.html',
    errorLog: () => (existsSync(join(dir, 'error.log')) ? spawnSync('tail', ['-n', '20', join(dir, 'error.log')], { encoding: 'utf8' }).stdout : ''),
    async stop() {
      if (child.exitCode === null) {
        const exited = new Promise((resolve) => child.once('exit', resolve));
        // SIGQUIT: nginx's graceful shutdown.
        child.kill('SIGQUIT');
        await exited;
      }
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
