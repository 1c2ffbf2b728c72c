/**
 * Which sections of the first page hydrate at once, and when the others do.
 *
 * A phone's main thread is the scarce thing while a page starts: hydrating a long page's every
 * section in the first seconds blocked it for hundreds of milliseconds (issue 33). The server HTML
 * is complete (links and forms work without scripts), so a section below the first screen needs
 * its scripts only when the visitor gets near it. Each such section waits behind a promise
 * (the engine's `hydrationGate`, a suspended Suspense boundary keeps its server HTML) until:
 * - it nears the screen (an IntersectionObserver, a quarter of a screen ahead);
 * - the visitor touches, clicks or focuses something in it (pointerdown and focusin come before
 *   the click or the typing, so React hydrates the section in time to handle them);
 * - the main thread is idle: the waiting sections are let in one at a time, each in idle time,
 *   so the rest of the page hydrates without a long task; except a part whose content asks to
 *   wait for the screen (`data-hydrate-when="near-screen"` inside it: the carousels, whose
 *   library measures and lays out its track on mount, a forced layout of a section the browser
 *   had skipped, the longest task left on a slow phone's load); its server HTML works meanwhile;
 * - a navigation starts: React cannot commit a transition past a section still waiting (its
 *   contexts change), so every section is let in first.
 */

/** A section whose top is above this part of the window's height hydrates at once. */
const FIRST_SCREEN = 1;
/** How far ahead of the screen a section starts hydrating. */
const NEAR_SCREEN_MARGIN = '0px 0px 25% 0px';

interface Waiting {
  promise: Promise<void>;
  release: () => void;
  element: Element;
}

export interface DeferredHydration {
  /** The engine's hydration gate: a promise for a section that waits, undefined for one that may hydrate. */
  gate: (sectionId: string) => Promise<void> | undefined;
  /**
   * Marks a part as hydrated (`data-hydrated` on its element, as <html> has once the page's
   * scripts run): what a test or a script waits for before it uses a section's scripts.
   */
  hydrated: (sectionId: string) => void;
  /** Lets every waiting section in (a navigation starts). */
  releaseAll: () => void;
  /** Starts the idle-time hydration of the waiting sections, one at a time. */
  hydrateWhenIdle: () => void;
}

/** The next idle period; Safari has no requestIdleCallback, so a short timeout there. */
function whenIdle(then: () => void): void {
  if (typeof requestIdleCallback === 'function') requestIdleCallback(() => then());
  else setTimeout(then, 50);
}

/** Plans the first page's hydration from the sections in its server HTML (`[data-section-id]` frames). */
export function planDeferredHydration(root: HTMLElement): DeferredHydration {
  const waiting = new Map<string, Waiting>();
  const firstScreenEnd = window.innerHeight * FIRST_SCREEN;
  const observer =
    typeof IntersectionObserver === 'function'
      ? new IntersectionObserver((entries) => {
          for (const entry of entries) if (entry.isIntersecting) release(sectionIdOf(entry.target));
        }, { rootMargin: NEAR_SCREEN_MARGIN })
      : undefined;

  function release(sectionId: string | undefined) {
    const entry = sectionId === undefined ? undefined : waiting.get(sectionId);
    if (!entry || sectionId === undefined) return;
    waiting.delete(sectionId);
    observer?.unobserve(entry.element);
    entry.release();
    if (waiting.size === 0) stopListening();
  }

  const onInteraction = (event: Event) => {
    const target = event.target;
    if (target instanceof Element) release(sectionIdOf(target.closest(GATED)));
  };
  const interactions = ['pointerdown', 'focusin', 'keydown'] as const;
  const stopListening = () => {
    for (const type of interactions) root.removeEventListener(type, onInteraction, true);
    observer?.disconnect();
  };

  for (const element of root.querySelectorAll(GATED)) {
    const sectionId = sectionIdOf(element);
    // A part whose top is on the first screen hydrates now.
    if (sectionId === undefined || element.getBoundingClientRect().top < firstScreenEnd) continue;
    let release = () => {};
    const promise = new Promise<void>((resolve) => (release = resolve));
    waiting.set(sectionId, { promise, release, element });
    observer?.observe(element);
  }
  if (waiting.size > 0) for (const type of interactions) root.addEventListener(type, onInteraction, true);

  return {
    gate: (sectionId) => waiting.get(sectionId)?.promise,
    hydrated: (sectionId) => {
      for (const element of root.querySelectorAll(GATED)) if (sectionIdOf(element) === sectionId) element.setAttribute('data-hydrated', '');
    },
    releaseAll: () => {
      for (const sectionId of [...waiting.keys()]) release(sectionId);
    },
    hydrateWhenIdle: () => {
      // One section per idle period: React's work for one (scheduled as tasks) runs before the
      // next idle period, so sections never hydrate together in one long task.
      const next = () => {
        const sectionId = [...waiting].find(([, entry]) => !entry.element.querySelector(NEAR_SCREEN_ONLY))?.[0];
        if (sectionId === undefined) return;
        release(sectionId);
        whenIdle(next);
      };
      whenIdle(next);
    },
  };
}

/** Content that hydrates only near the screen, on an interaction or at a navigation, never in idle time. */
const NEAR_SCREEN_ONLY = '[data-hydrate-when="near-screen"]';

/** The parts of a page that can hydrate later: its sections' frames and chrome marked with a hydration id. */
const GATED = '.page-section[data-section-id], [data-hydration-id]';

/** The gate id of a part: its section id, or its hydration id (src/engine/hydration-gate.tsx). */
function sectionIdOf(element: Element | null): string | undefined {
  return element?.getAttribute('data-section-id') ?? element?.getAttribute('data-hydration-id') ?? undefined;
}
