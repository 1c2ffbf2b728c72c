import { readFileSync } from 'node:fs';
import sharp from 'sharp';
import { describe, expect, it, vi } from 'vitest';
import { createEncoderProcess } from './encoder-process';

const alive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false; // ESRCH: the process is gone
  }
};

describe('the image encoder process', () => {
  it('encodes at a lower priority than the site, and exits when idle so its memory goes back', async () => {
    const encoder = createEncoderProcess({ idleExitMs: 300 });
    const photo = await sharp({ create: { width: 1200, height: 800, channels: 3, background: '#3a7bd5' } }).jpeg().toBuffer();
    const made = await encoder.variant(photo, { width: 480, format: 'webp', maxPixels: 5_000_000, timeoutSeconds: 6 });
    expect((await sharp(made).metadata()).width).toBe(480);
    const pid = encoder.pid();
    expect(pid).toBeDefined();
    if (process.platform === 'linux' && pid) {
      // Field 19 of /proc/<pid>/stat is the nice value (after the command name in parentheses).
      const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').replace(/^.*\) /, '').split(' ');
      expect(Number(fields[16])).toBe(10);
    }
    await vi.waitFor(() => expect(alive(pid ?? 0)).toBe(false), { timeout: 10_000 });
    expect(encoder.pid()).toBeUndefined();
    // The next photo starts a new one.
    expect((await sharp(await encoder.placeholder({ width: 320, format: 'jpeg' })).metadata()).width).toBe(320);
    encoder.close();
  });

  it('a crash of the encoder fails the encodes it held, never the site, and the next one works', async () => {
    const encoder = createEncoderProcess();
    await encoder.placeholder({ width: 320, format: 'png' });
    const pid = encoder.pid() ?? 0;
    const noise = await sharp({ create: { width: 2000, height: 2000, channels: 3, background: '#808080', noise: { type: 'gaussian', mean: 128, sigma: 40 } } }).jpeg().toBuffer();
    const held = encoder.variant(noise, { width: 2048, format: 'avif', maxPixels: 40_000_000, timeoutSeconds: 6 });
    process.kill(pid, 'SIGKILL');
    await expect(held).rejects.toThrow(/image encoder exited/);
    expect((await sharp(await encoder.placeholder({ width: 480, format: 'webp' })).metadata()).width).toBe(480);
    expect(encoder.pid()).not.toBe(pid);
    encoder.close();
  });

  it("refuses a corrupt source with the decoder's message", async () => {
    const encoder = createEncoderProcess();
    const photo = await sharp({ create: { width: 600, height: 400, channels: 3, background: '#fff' } }).jpeg().toBuffer();
    await expect(encoder.variant(Buffer.concat([photo.subarray(0, 200), Buffer.from('not the rest')]), { width: 320, format: 'jpeg', maxPixels: 5_000_000, timeoutSeconds: 6 })).rejects.toThrow(
      /premature end|corrupt|VipsJpeg|unable/i,
    );
    encoder.close();
  });
});
