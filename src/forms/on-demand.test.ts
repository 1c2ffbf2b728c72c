import { afterEach, describe, expect, it, vi } from 'vitest';
import { onDemand } from './on-demand';

afterEach(() => vi.restoreAllMocks());

describe('onDemand: a form\'s checks, loaded when the visitor uses the form', () => {
  it('downloads once, however often it is asked, and is ready afterwards', async () => {
    const download = vi.fn(async () => ({ check: 'rules' }));
    const modules = onDemand('[test]', download);
    expect(modules.ready()).toBeUndefined();
    modules.warmUp();
    modules.warmUp();
    const [a, b] = await Promise.all([modules.load(), modules.load()]);
    expect(a).toEqual({ check: 'rules' });
    expect(b).toBe(a);
    expect(modules.ready()).toBe(a);
    expect(download).toHaveBeenCalledTimes(1);
  });

  it('hands a failed download to whoever waits for it, forgets it and tries again on the next call', async () => {
    const download = vi
      .fn<() => Promise<string>>()
      .mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module'))
      .mockResolvedValueOnce('rules');
    const modules = onDemand('[test]', download);
    await expect(modules.load()).rejects.toThrow('Failed to fetch dynamically imported module');
    expect(modules.ready()).toBeUndefined();
    await expect(modules.load()).resolves.toBe('rules');
    expect(download).toHaveBeenCalledTimes(2);
  });

  it('warms up once and logs a warm-up that failed (offline); submit tries again', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const download = vi
      .fn<() => Promise<string>>()
      .mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module'))
      .mockResolvedValueOnce('rules');
    const modules = onDemand('[lead]', download);
    modules.warmUp();
    await vi.waitFor(() => expect(warn).toHaveBeenCalledTimes(1));
    modules.warmUp(); // the next field's focus: no second try, no second line
    expect(download).toHaveBeenCalledTimes(1);
    expect(warn.mock.calls[0]?.[0]).toBe(
      "[lead] the form's checks did not load ahead of submit (submit tries again): TypeError: Failed to fetch dynamically imported module",
    );
    await expect(modules.load()).resolves.toBe('rules');
  });

  it('gives a submit the modules, or null with one log line when the download failed', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const download = vi
      .fn<() => Promise<string>>()
      .mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module'))
      .mockResolvedValueOnce('rules');
    const modules = onDemand('[newsletter]', download);
    await expect(modules.forSubmit("the sign-up's check")).resolves.toBeNull();
    expect(warn.mock.calls.map((call) => call[0])).toEqual([
      "[newsletter] the sign-up's check could not be loaded: TypeError: Failed to fetch dynamically imported module",
    ]);
    await expect(modules.forSubmit("the sign-up's check")).resolves.toBe('rules');
    expect(modules.ready()).toBe('rules');
  });
});
