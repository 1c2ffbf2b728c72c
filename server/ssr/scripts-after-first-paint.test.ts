import { describe, expect, it } from 'vitest';
import { HERO_WAIT_MS, scriptsAfterFirstPaint } from './scripts-after-first-paint';

const shell = `<head>
    <!--app-head-->
    <script type="module" crossorigin src="/assets/index-abc.js"></script>
    <link rel="modulepreload" crossorigin href="/assets/block-def.js">
    <link rel="modulepreload" crossorigin href="/assets/fields-ghi.js">
    <link rel="stylesheet" crossorigin href="/assets/style-jkl.css">
  </head>`;

describe('scripts after the first paint', () => {
  const rewritten = scriptsAfterFirstPaint(shell);

  it('leaves no script or module preload for the parser to fetch, and keeps the stylesheet', () => {
    expect(rewritten).not.toContain('src="/assets/index-abc.js"');
    expect(rewritten).not.toContain('<link rel="modulepreload"');
    expect(rewritten).toContain('<link rel="stylesheet" crossorigin href="/assets/style-jkl.css">');
  });

  const startScript = /<script type="module" id="__APP_START__">(.*)<\/script>/.exec(rewritten)?.[1] ?? '';

  /**
   * Runs the start script against a stand-in browser: frames, timers and images advance only when
   * the test says so, and `import()` records what it was asked for.
   */
  function browserRunning(heroCount: number) {
    const tasks: { at: number; run: () => void }[] = [];
    const frames: (() => void)[] = [];
    let now = 0;
    const imported: string[] = [];
    const preloaded: string[] = [];
    // (Promise.withResolvers needs Node 22.)
    const decoding = Array.from({ length: heroCount }, () => {
      let resolve = () => {};
      let reject: (error: Error) => void = () => {};
      const promise = new Promise<void>((onResolve, onReject) => {
        resolve = onResolve;
        reject = onReject;
      });
      return { promise, resolve, reject };
    });
    const images = decoding.map((decoded) => ({ decode: () => decoded.promise }));
    const document = {
      querySelectorAll: (selector: string) => (selector === 'img[fetchpriority="high"]' ? images : []),
      createElement: () => ({ rel: '', href: '' }),
      head: { append: (link: { href: string }) => preloaded.push(link.href) },
    };
    const run = new Function('requestAnimationFrame', 'setTimeout', 'document', 'importModule', startScript.replaceAll('import(', 'importModule('));
    run(
      (callback: () => void) => frames.push(callback),
      (callback: () => void, ms = 0) => tasks.push({ at: now + ms, run: callback }),
      document,
      (path: string) => {
        imported.push(path);
        return Promise.resolve();
      },
    );
    /** Paints a frame, then runs the tasks due by `ms` from now in time order, each at its time. */
    const advance = (ms: number) => {
      const until = now + ms;
      const nextDue = () => tasks.filter((task) => task.at <= until).sort((a, b) => a.at - b.at)[0];
      for (const frame of frames.splice(0)) frame();
      for (let next = nextDue(); next; next = nextDue()) {
        tasks.splice(tasks.indexOf(next), 1);
        now = next.at;
        next.run();
        for (const frame of frames.splice(0)) frame();
      }
      now = until;
    };
    /** The image ready to paint (or failed); its promise settles in a microtask, hence the await. */
    const decode = async (image: number, outcome: 'decoded' | 'failed') => {
      if (outcome === 'decoded') decoding[image]?.resolve();
      else decoding[image]?.reject(new Error('broken image'));
      await new Promise((resolve) => setImmediate(resolve));
    };
    /** Lets the chain of imports run to its end: its promises settle, each next task runs. */
    const settle = async () => {
      for (let step = 0; step < 10; step += 1) {
        await new Promise((resolve) => setImmediate(resolve));
        advance(0);
      }
    };
    return { advance, decode, settle, imported, preloaded };
  }

  const ALL = ['/assets/block-def.js', '/assets/fields-ghi.js', '/assets/index-abc.js'];

  it('starts the entry and its preloads after the first frame and the frame after, on a page without a hero image', async () => {
    const browser = browserRunning(0);
    expect(browser.imported).toEqual([]);
    browser.advance(0);
    await new Promise((resolve) => setImmediate(resolve));
    browser.advance(0);
    expect(browser.preloaded).toEqual(['/assets/block-def.js', '/assets/fields-ghi.js']);
    await browser.settle();
    expect(browser.imported).toEqual(ALL);
  });

  it('evaluates each preloaded chunk in a task of its own, in order, then the entry', async () => {
    const browser = browserRunning(0);
    browser.advance(0);
    await new Promise((resolve) => setImmediate(resolve));
    browser.advance(0);
    await new Promise((resolve) => setImmediate(resolve));
    expect(browser.imported).toEqual(['/assets/block-def.js']);
    // The next chunk waits for a task of its own (a timer), not a microtask.
    await new Promise((resolve) => setImmediate(resolve));
    expect(browser.imported).toEqual(['/assets/block-def.js']);
    browser.advance(0);
    await new Promise((resolve) => setImmediate(resolve));
    expect(browser.imported).toEqual(['/assets/block-def.js', '/assets/fields-ghi.js']);
    await browser.settle();
    expect(browser.imported).toEqual(ALL);
  });

  it('waits for every high-priority image to be ready to paint or fail, then for the frame that shows it', async () => {
    const browser = browserRunning(2);
    browser.advance(100);
    await browser.decode(0, 'decoded');
    browser.advance(100);
    expect(browser.imported).toEqual([]);
    await browser.decode(1, 'failed');
    expect(browser.imported).toEqual([]);
    browser.advance(0);
    await browser.settle();
    expect(browser.imported).toEqual(ALL);
    // Once: the time limit passing later starts nothing again.
    browser.advance(HERO_WAIT_MS);
    await browser.settle();
    expect(browser.imported).toHaveLength(3);
  });

  it('starts anyway when the hero image takes longer than the time limit', async () => {
    const browser = browserRunning(1);
    browser.advance(HERO_WAIT_MS - 1);
    expect(browser.imported).toEqual([]);
    browser.advance(1);
    await browser.settle();
    expect(browser.imported).toEqual(ALL);
    await browser.decode(0, 'decoded');
    await browser.settle();
    expect(browser.imported).toHaveLength(3);
  });

  it('refuses a shell without the module entry script', () => {
    expect(() => scriptsAfterFirstPaint('<head></head>')).toThrow('no module entry script');
  });
});
