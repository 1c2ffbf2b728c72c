import { z } from 'zod';
import { configVersion } from '../../src/engine/config-version';
import { pageConfigBaseSchema } from '../../src/engine/page-config-schema';
import type { RequestState } from '../../src/shared/request-state';
import type { Queryable } from '../db/database';
import { parseRows } from '../db/rows';
import type { ChangeRequest, ChangeRequests } from './change-requests';

/** The versions of the page configs the running build serves, by path (src/entry-server.tsx). */
export type ServedVersions = ReadonlyMap<string, string>;

/** The version a request would put live: the same parse and hash the build applies to its files. */
export function requestVersion(request: Pick<ChangeRequest, 'proposed'>): { path: string; version: string } | undefined {
  const page = pageConfigBaseSchema.safeParse(request.proposed);
  return page.success ? { path: page.data.path, version: configVersion(page.data) } : undefined;
}

const servedRow = z.object({ first_served_at: z.union([z.date(), z.string()]).transform((value) => new Date(value).toISOString()) });

/** Records the versions an instance serves, when it starts (the earliest time is kept: ON CONFLICT DO NOTHING). */
export async function recordServedVersions(db: Queryable, versions: ServedVersions): Promise<void> {
  const entries = [...versions];
  if (entries.length === 0) return;
  await db.query('INSERT INTO site_config_versions (path, version) SELECT * FROM unnest($1::text[], $2::text[]) ON CONFLICT (path, version) DO NOTHING', [
    entries.map(([path]) => path),
    entries.map(([, version]) => version),
  ]);
}

/**
 * Each request's state (src/shared/request-state.ts): pending or superseded while open; once
 * applied, live when the running build serves its version (since the first time any instance
 * sharing the database served it: site_config_versions, migration 014), superseded when a later
 * request for the page was applied, else waiting for the deploy.
 */
export function createRequestStates(deps: { db: Queryable; requests: ChangeRequests; served: () => Promise<ServedVersions> }) {
  // A version's first time served never changes once recorded: remembered for the process.
  const firstServed = new Map<string, string>();

  async function liveSince(path: string, version: string): Promise<string> {
    const key = `${path}\n${version}`;
    const known = firstServed.get(key);
    if (known) return known;
    // Served but not recorded yet (a development server that reloaded its configs): recorded now.
    await deps.db.query('INSERT INTO site_config_versions (path, version) VALUES ($1, $2) ON CONFLICT (path, version) DO NOTHING', [path, version]);
    const [row] = parseRows(servedRow, await deps.db.query('SELECT first_served_at FROM site_config_versions WHERE path = $1 AND version = $2', [path, version]));
    if (!row) throw new Error(`site_config_versions lost ${path} ${version}`);
    firstServed.set(key, row.first_served_at);
    return row.first_served_at;
  }

  /** The states of these requests, by id. */
  async function statesOf(list: readonly ChangeRequest[]): Promise<Map<number, RequestState>> {
    const applied = await deps.requests.appliedTo([...new Set(list.map((request) => request.config_file))]);
    // The running build's versions matter only to applied requests: not asked for without one.
    const served = list.some((request) => request.status === 'applied') ? await deps.served() : new Map<string, string>();
    /** The first request for the same file applied after `time` (the list is in order of decision). */
    const appliedAfter = (request: ChangeRequest, time: string) =>
      applied.find((other) => other.id !== request.id && other.config_file === request.config_file && other.decided_at !== null && other.decided_at > time);
    const states = new Map<number, RequestState>();
    for (const request of list) {
      if (request.status === 'rejected') {
        states.set(request.id, { kind: 'rejected' });
        continue;
      }
      if (request.status === 'proposed') {
        const later = appliedAfter(request, request.created_at);
        states.set(request.id, later ? { kind: 'superseded', by: later.id } : { kind: 'pending' });
        continue;
      }
      const version = requestVersion(request);
      if (version && served.get(version.path) === version.version) {
        states.set(request.id, { kind: 'live', since: await liveSince(version.path, version.version) });
        continue;
      }
      const later = appliedAfter(request, request.decided_at ?? request.created_at);
      states.set(request.id, later ? { kind: 'superseded', by: later.id } : { kind: 'waiting' });
    }
    return states;
  }

  return { statesOf };
}
export type RequestStates = ReturnType<typeof createRequestStates>;
