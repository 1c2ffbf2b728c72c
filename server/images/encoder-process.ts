import { spawn, type ChildProcess } from 'node:child_process';
import { createRequire } from 'node:module';
import { z } from 'zod';
import type { VariantFormat } from '../../src/shared/responsive-image-url';
import childSource from './encoder-child.mjs?raw';

/** Nice value of the encoder: the site's own threads (pages, /healthz, forms) win every contest for a core. */
const ENCODER_NICENESS = 10;
/** The encoder exits this long after its last encode: its memory goes back to the system. */
const IDLE_EXIT_MS = 15_000;

const answerSchema = z.union([
  z.object({ id: z.number(), ok: z.literal(true), data: z.instanceof(Uint8Array) }),
  z.object({ id: z.number(), ok: z.literal(false), message: z.string() }),
  z.object({ ready: z.literal(true) }),
]);

export interface EncodeTask {
  width: number;
  format: VariantFormat;
}

interface Pending {
  resolve: (data: Buffer) => void;
  reject: (error: Error) => void;
  timer: NodeJS.Timeout;
}

/**
 * Photographs are decoded and encoded in a process of their own (encoder-child.mjs), started on
 * the first encode: at a lower CPU priority than the site, so a flood of new photos never makes
 * /healthz, a page or a form wait for a core; and it exits when idle, so the hundreds of megabytes
 * a burst leaves behind (libvips's buffers, glibc's arenas keep them in a long-lived process)
 * are returned. A crash or a hang in a decoder (a hostile file) fails that encode, never the site.
 */
export function createEncoderProcess(options: { idleExitMs?: number } = {}) {
  const idleExitMs = options.idleExitMs ?? IDLE_EXIT_MS;
  let child: ChildProcess | undefined;
  let nextId = 0;
  let idleTimer: NodeJS.Timeout | undefined;
  const pending = new Map<number, Pending>();

  const failAll = (error: Error) => {
    for (const [id, task] of pending) {
      clearTimeout(task.timer);
      pending.delete(id);
      task.reject(error);
    }
  };

  const start = (): ChildProcess => {
    // Started through nice(1) where there is one: every thread of the encoder, libvips's and
    // libuv's included, runs at the lower priority from its first instruction.
    const node = [process.execPath, '--input-type=module', '-e', childSource];
    const [command = process.execPath, ...args] = process.platform === 'win32' ? node : ['nice', '-n', String(ENCODER_NICENESS), ...node];
    const started = spawn(command, args, {
      stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
      serialization: 'advanced',
      // The site's own sharp, wherever this process was started from.
      env: { ...process.env, IMAGE_ENCODER_SHARP: createRequire(import.meta.url).resolve('sharp') },
    });
    started.on('message', (message: unknown) => {
      const answer = answerSchema.safeParse(message);
      if (!answer.success || 'ready' in answer.data) return;
      const task = pending.get(answer.data.id);
      if (!task) return;
      pending.delete(answer.data.id);
      clearTimeout(task.timer);
      if (answer.data.ok) task.resolve(Buffer.from(answer.data.data.buffer, answer.data.data.byteOffset, answer.data.data.byteLength));
      else task.reject(new Error(answer.data.message));
      if (pending.size === 0) idleSoon();
    });
    started.once('exit', (code, signal) => {
      if (child === started) child = undefined;
      failAll(new Error(`image encoder exited (${signal ?? code})`));
    });
    started.once('error', (error) => failAll(new Error(`image encoder failed: ${error.message}`)));
    // An idle encoder never keeps the site's process alive.
    started.unref();
    started.channel?.unref();
    return started;
  };

  const idleSoon = () => {
    clearTimeout(idleTimer);
    idleTimer = setTimeout(() => {
      if (pending.size === 0) stop();
    }, idleExitMs);
    idleTimer.unref();
  };

  const stop = () => {
    clearTimeout(idleTimer);
    const running = child;
    child = undefined;
    running?.kill();
  };

  const run = (task: Record<string, unknown>, timeoutMs: number): Promise<Buffer> =>
    new Promise((resolve, reject) => {
      clearTimeout(idleTimer);
      child ??= start();
      const id = (nextId += 1);
      // A decoder that hangs past sharp's own timeout: the encoder is replaced, this encode failed.
      const timer = setTimeout(() => {
        pending.delete(id);
        reject(new Error(`image encoder timeout: no answer in ${timeoutMs} ms`));
        stop();
      }, timeoutMs);
      pending.set(id, { resolve, reject, timer });
      child.send({ ...task, id });
    });

  return {
    /** One variant of `source` (see encoder-child.mjs); rejects on a corrupt or oversized source. */
    variant: (source: Buffer, task: EncodeTask & { maxPixels: number; timeoutSeconds: number }) =>
      run({ op: 'variant', source, ...task }, (task.timeoutSeconds + 5) * 1000),
    /** The grey placeholder of that width and format. */
    placeholder: (task: EncodeTask) => run({ op: 'placeholder', ...task }, 30_000),
    /** Ends the encoder now (tests; the site's exit ends it anyway). */
    close: stop,
    /** The encoder's process id while it runs (the benchmark reads its memory). */
    pid: () => child?.pid,
  };
}

export type EncoderProcess = ReturnType<typeof createEncoderProcess>;
