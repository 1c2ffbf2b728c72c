// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { planDeferredHydration } from './deferred-hydration';

/** jsdom lays nothing out: each part's top is given, and the observer is driven by the test. */
const observed = new Set<Element>();
let observerCallback: IntersectionObserverCallback = () => undefined;

class TestIntersectionObserver {
  constructor(callback: IntersectionObserverCallback) {
    observerCallback = callback;
  }
  observe(element: Element) {
    observed.add(element);
  }
  unobserve(element: Element) {
    observed.delete(element);
  }
  disconnect() {
    observed.clear();
  }
}

function page(tops: Record<string, number>) {
  const root = document.createElement('div');
  for (const [id, top] of Object.entries(tops)) {
    const part = document.createElement('div');
    if (id === 'site-footer') part.setAttribute('data-hydration-id', id);
    else {
      part.className = 'page-section';
      part.setAttribute('data-section-id', id);
    }
    part.innerHTML = `<a href="/x/">link in ${id}</a>`;
    part.getBoundingClientRect = () => DOMRect.fromRect({ x: 0, y: top, width: 390, height: 500 });
    root.append(part);
  }
  document.body.append(root);
  return root;
}

const part = (root: HTMLElement, id: string) => root.querySelector(`[data-section-id="${id}"], [data-hydration-id="${id}"]`)!;
const enters = (element: Element) => observerCallback([{ target: element, isIntersecting: true } as unknown as IntersectionObserverEntry], {} as IntersectionObserver);
const settled = async (promise: Promise<void> | undefined) => {
  let done = false;
  void promise?.then(() => (done = true));
  await Promise.resolve();
  await Promise.resolve();
  return done;
};

beforeEach(() => {
  vi.stubGlobal('IntersectionObserver', TestIntersectionObserver);
  vi.stubGlobal('innerHeight', 800);
});

afterEach(() => {
  document.body.innerHTML = '';
  observed.clear();
});

describe('planDeferredHydration', () => {
  it('lets the first screen hydrate at once and holds what lies below it, the footer too', () => {
    const root = page({ banner: 0, intro: 700, reviews: 1400, 'site-footer': 3000 });
    const plan = planDeferredHydration(root);
    expect(plan.gate('banner')).toBeUndefined();
    expect(plan.gate('intro')).toBeUndefined();
    expect(plan.gate('reviews')).toBeInstanceOf(Promise);
    expect(plan.gate('site-footer')).toBeInstanceOf(Promise);
    expect([...observed]).toEqual([part(root, 'reviews'), part(root, 'site-footer')]);
  });

  it('lets a part in when it nears the screen, and only that part', async () => {
    const root = page({ banner: 0, reviews: 1400, blog: 2400 });
    const plan = planDeferredHydration(root);
    const reviews = plan.gate('reviews');
    const blog = plan.gate('blog');
    enters(part(root, 'reviews'));
    expect(await settled(reviews)).toBe(true);
    expect(await settled(blog)).toBe(false);
    expect(plan.gate('reviews')).toBeUndefined();
  });

  it('lets a part in when the visitor touches or focuses something in it, before the click or the typing', async () => {
    const root = page({ banner: 0, form: 1400, blog: 2400 });
    const plan = planDeferredHydration(root);
    const form = plan.gate('form');
    const blog = plan.gate('blog');
    part(root, 'form').querySelector('a')!.dispatchEvent(new Event('focusin', { bubbles: true }));
    expect(await settled(form)).toBe(true);
    part(root, 'blog').querySelector('a')!.dispatchEvent(new Event('pointerdown', { bubbles: true }));
    expect(await settled(blog)).toBe(true);
  });

  it('lets every part in at once when a navigation starts', async () => {
    const root = page({ banner: 0, reviews: 1400, 'site-footer': 3000 });
    const plan = planDeferredHydration(root);
    const gates = [plan.gate('reviews'), plan.gate('site-footer')];
    plan.releaseAll();
    expect(await Promise.all(gates.map(settled))).toEqual([true, true]);
    expect(observed.size).toBe(0);
  });

  it('lets the parts in one per idle period, in page order', async () => {
    const idle: (() => void)[] = [];
    vi.stubGlobal('requestIdleCallback', (callback: () => void) => idle.push(callback));
    const root = page({ banner: 0, reviews: 1400, blog: 2400 });
    const plan = planDeferredHydration(root);
    const reviews = plan.gate('reviews');
    const blog = plan.gate('blog');
    plan.hydrateWhenIdle();
    idle.shift()!();
    expect([await settled(reviews), await settled(blog)]).toEqual([true, false]);
    idle.shift()!();
    expect(await settled(blog)).toBe(true);
  });

  it('leaves a part that asks for the screen (a carousel) out of idle time: it waits for the screen or a touch', async () => {
    const idle: (() => void)[] = [];
    vi.stubGlobal('requestIdleCallback', (callback: () => void) => idle.push(callback));
    const root = page({ banner: 0, reviews: 1400, blog: 2400 });
    part(root, 'reviews').insertAdjacentHTML('beforeend', '<div data-hydrate-when="near-screen"></div>');
    const plan = planDeferredHydration(root);
    const reviews = plan.gate('reviews');
    const blog = plan.gate('blog');
    plan.hydrateWhenIdle();
    idle.shift()!();
    expect([await settled(reviews), await settled(blog)]).toEqual([false, true]);
    while (idle.length > 0) idle.shift()!();
    expect(await settled(reviews)).toBe(false);
    part(root, 'reviews').querySelector('a')!.dispatchEvent(new Event('pointerdown', { bubbles: true }));
    expect(await settled(reviews)).toBe(true);
  });

  it("marks a part whose scripts run with data-hydrated, as <html> is marked for the page's", () => {
    const root = page({ banner: 0, reviews: 1400 });
    planDeferredHydration(root).hydrated('reviews');
    expect(part(root, 'reviews').hasAttribute('data-hydrated')).toBe(true);
    expect(part(root, 'banner').hasAttribute('data-hydrated')).toBe(false);
  });
});
