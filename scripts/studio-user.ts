import { hashPassword } from '../server/studio/password-hash';
import { studioRoleSchema, studioUserSchema } from '../server/studio/studio-users';

/**
 * `npm run studio:user -- --name ann --role editor`: reads a password from stdin and prints the
 * STUDIO_USERS entry `ann:editor:scrypt.<salt>.<key>` (join several entries with commas); with
 * `--email ann@example.com` the entry ends in `:ann@example.com`, where request outcomes are mailed.
 */
function option(args: readonly string[], name: string): string | undefined {
  const index = args.indexOf(`--${name}`);
  const inline = args.find((arg) => arg.startsWith(`--${name}=`));
  return inline ? inline.slice(name.length + 3) : index >= 0 ? args[index + 1] : undefined;
}

async function readStdin(): Promise<string> {
  if (process.stdin.isTTY) process.stderr.write('Password (input is shown; pipe it in to hide it): ');
  const chunks: Buffer[] = [];
  for await (const chunk of process.stdin) {
    chunks.push(Buffer.from(chunk));
    if (process.stdin.isTTY && chunks.join('').includes('\n')) break;
  }
  return Buffer.concat(chunks).toString('utf8').replace(/\r?\n$/, '');
}

export async function main(args: string[]): Promise<number> {
  const name = option(args, 'name');
  const email = option(args, 'email');
  const role = studioRoleSchema.safeParse(option(args, 'role'));
  if (!name || !role.success) {
    console.error('usage: echo "$PASSWORD" | npm run studio:user -- --name ann --role editor|developer [--email ann@example.com]');
    return 2;
  }
  const password = await readStdin();
  if (password.length < 12) {
    console.error('studio:user: a studio password has at least 12 characters');
    return 1;
  }
  const user = studioUserSchema.safeParse({ name, role: role.data, hash: await hashPassword(password), ...(email ? { email } : {}) });
  if (!user.success) {
    console.error(`studio:user: ${user.error.issues[0]?.message ?? 'invalid user'}`);
    return 1;
  }
  console.log(`${user.data.name}:${user.data.role}:${user.data.hash}${user.data.email ? `:${user.data.email}` : ''}`);
  return 0;
}
