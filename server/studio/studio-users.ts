import { readFileSync, statSync } from 'node:fs';
import { z } from 'zod';
import { isPasswordHash } from './password-hash';

/** An editor may propose changes; a developer may also apply or reject them. */
export const studioRoleSchema = z.enum(['editor', 'developer']);
export type StudioRole = z.infer<typeof studioRoleSchema>;

export const studioUserSchema = z.object({
  name: z.string().regex(/^[a-z0-9][a-z0-9._-]*$/i, 'a studio user name is letters, digits, ".", "_" or "-"'),
  role: studioRoleSchema,
  hash: z.string().refine(isPasswordHash, 'not a studio password hash: make one with npm run studio:user'),
  /** Where the outcome of this person's change requests is e-mailed (optional). */
  email: z.email().optional(),
});
export type StudioUser = z.infer<typeof studioUserSchema>;

export class StudioUsersError extends Error {
  constructor(message: string) {
    super(`STUDIO_USERS: ${message}`);
    this.name = 'StudioUsersError';
  }
}

/** A value that names a JSON file rather than listing entries. */
const isFilePath = (value: string) => value.endsWith('.json');

/**
 * STUDIO_USERS is either `name:role:hash[:email]` entries separated by commas, or the path of a JSON file
 * holding `[{ "name", "role", "hash", "email"? }]`. Unset or empty: the studio is off (undefined).
 */
export function parseStudioUsers(value: string | undefined, readFile: (path: string) => string = (path) => readFileSync(path, 'utf8')): StudioUser[] | undefined {
  const setting = value?.trim();
  if (!setting) return undefined;
  let raw: unknown;
  if (isFilePath(setting)) {
    try {
      raw = JSON.parse(readFile(setting));
    } catch (error) {
      throw new StudioUsersError(`cannot read ${setting}: ${error instanceof Error ? error.message : String(error)}`);
    }
  } else {
    raw = setting.split(',').map((entry) => {
      const [name, role, hash, email, ...rest] = entry.trim().split(':');
      return rest.length > 0 ? {} : { name, role, hash, ...(email ? { email } : {}) };
    });
  }
  const parsed = z.array(studioUserSchema).min(1).safeParse(raw);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new StudioUsersError(`entry ${issue?.path.join('.') ?? ''}: ${issue?.message ?? 'invalid'} (expected name:role:hash or name:role:hash:email, role editor or developer)`);
  }
  const names = new Set<string>();
  for (const user of parsed.data) {
    if (names.has(user.name)) throw new StudioUsersError(`user "${user.name}" is listed twice`);
    names.add(user.name);
  }
  return parsed.data;
}

/** The studio's users as they are configured now, asked on every login and every request. */
export interface StudioUserDirectory {
  userNamed(name: string): StudioUser | undefined;
  count(): number;
}

export function staticUserDirectory(users: readonly StudioUser[]): StudioUserDirectory {
  const byName = new Map(users.map((user) => [user.name, user]));
  return { userNamed: (name) => byName.get(name), count: () => byName.size };
}

/** A list (tests, a fixed set) or a directory. */
export const userDirectoryOf = (users: readonly StudioUser[] | StudioUserDirectory): StudioUserDirectory =>
  'userNamed' in users ? users : staticUserDirectory(users);

/**
 * STUDIO_USERS as a directory: entries in the variable are fixed for the process (a change takes
 * a restart); a `.json` file is read again when it changes (looked at once a second at most), so
 * removing a user, demoting one or changing a password takes effect on that person's next request
 * with no restart. A file that turns unreadable or invalid is said at error level and lets nobody
 * in until it is fixed (never the old list: a broken edit must not keep a removed user).
 * Undefined when the studio is off; a bad value at start-up throws StudioUsersError.
 */
export function createStudioUserDirectory(
  value: string | undefined,
  options: { onError: (message: string) => void; readFile?: (path: string) => string; version?: (path: string) => string; now?: () => number },
): StudioUserDirectory | undefined {
  const readFile = options.readFile ?? ((path: string) => readFileSync(path, 'utf8'));
  const users = parseStudioUsers(value, readFile);
  const setting = value?.trim() ?? '';
  if (!users || !isFilePath(setting)) return users && staticUserDirectory(users);
  const versionOf = options.version ?? ((path: string) => {
    const info = statSync(path);
    return `${info.size}:${info.mtimeMs}`;
  });
  const now = options.now ?? Date.now;
  let current = staticUserDirectory(users);
  let version = versionOf(setting);
  let checkedAt = now();
  const refresh = () => {
    if (now() - checkedAt < 1_000) return;
    checkedAt = now();
    let seen: string;
    try {
      seen = versionOf(setting);
    } catch (error) {
      seen = `unreadable: ${error instanceof Error ? error.message : String(error)}`;
    }
    if (seen === version) return;
    version = seen;
    try {
      current = staticUserDirectory(parseStudioUsers(setting, readFile) ?? []);
    } catch (error) {
      // Said once per change of the file, not once a second.
      options.onError(`${error instanceof Error ? error.message : String(error)}: nobody can use the studio until the file is fixed`);
      current = staticUserDirectory([]);
    }
  };
  return {
    userNamed(name) {
      refresh();
      return current.userNamed(name);
    },
    count() {
      refresh();
      return current.count();
    },
  };
}
