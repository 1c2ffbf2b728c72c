import { readFileSync } from 'node:fs';
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
