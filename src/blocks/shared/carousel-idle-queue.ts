/**
 * Work the carousels put off until the main thread is idle, one piece per idle period (each
 * carousel's loop start is its own short task, never one long one for all of them). Browser only.
 * Without requestIdleCallback (Safari) a short timer stands in for it.
 */
const queue: (() => void)[] = [];
let scheduled = false;

function runNext() {
  scheduled = false;
  queue.shift()?.();
  schedule();
}

function schedule() {
  if (scheduled || queue.length === 0) return;
  scheduled = true;
  if (typeof window.requestIdleCallback === 'function') window.requestIdleCallback(runNext);
  else window.setTimeout(runNext, 50);
}

/** Runs `task` in an idle period of its own, after the tasks queued before it; returns a cancel. */
export function whenIdle(task: () => void): () => void {
  queue.push(task);
  schedule();
  return () => {
    const index = queue.indexOf(task);
    if (index >= 0) queue.splice(index, 1);
  };
}
