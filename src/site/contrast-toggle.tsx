import { useEffect, useSyncExternalStore } from 'react';
import { contrastChoiceOf, contrastChoiceOfCookies, contrastCookie, type ContrastChoice } from '../shared/contrast-preference';
import './contrast-toggle.css';

const SYSTEM_QUERY = '(prefers-contrast: more)';
/** Every toggle on the page (and the store below) hears a change made by any of them. */
const CHANGE_EVENT = 'contrast-change';

function chosen(): ContrastChoice | undefined {
  return contrastChoiceOf(document.documentElement.dataset.contrast);
}

/** On when chosen, or when not refused and the system asks for more contrast. */
function isHighContrast(): boolean {
  const choice = chosen();
  if (choice) return choice === 'more';
  return typeof window.matchMedia === 'function' && window.matchMedia(SYSTEM_QUERY).matches;
}

function subscribe(onChange: () => void) {
  const system = typeof window.matchMedia === 'function' ? window.matchMedia(SYSTEM_QUERY) : undefined;
  system?.addEventListener('change', onChange);
  document.addEventListener(CHANGE_EVENT, onChange);
  return () => {
    system?.removeEventListener('change', onChange);
    document.removeEventListener(CHANGE_EVENT, onChange);
  };
}

function choose(choice: ContrastChoice) {
  document.documentElement.dataset.contrast = choice;
  document.cookie = contrastCookie(choice);
  document.dispatchEvent(new Event(CHANGE_EVENT));
}

/**
 * The header's high-contrast switch: a real button with aria-pressed. The head's script already
 * set the theme from the cookie before paint (server/ssr/contrast-theme.ts), so the page never flashes; the
 * button's own pressed state follows right after hydration (the server cannot know the system
 * setting, so the first render always says "not pressed").
 */
export function ContrastToggle({ className }: { className?: string }) {
  const on = useSyncExternalStore(subscribe, isHighContrast, () => false);

  // A page served from a cache may predate the visitor's latest choice: the cookie wins.
  useEffect(() => {
    const remembered = contrastChoiceOfCookies(document.cookie);
    if (remembered && remembered !== chosen()) {
      document.documentElement.dataset.contrast = remembered;
      document.dispatchEvent(new Event(CHANGE_EVENT));
    }
  }, []);

  return (
    <button
      type="button"
      className={`contrast-toggle${className ? ` ${className}` : ''}`}
      aria-pressed={on}
      title="High contrast"
      onClick={() => choose(on ? 'standard' : 'more')}
    >
      <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true" focusable="false">
        <circle cx="12" cy="12" r="9" fill="none" stroke="currentColor" strokeWidth="2" />
        <path d="M12 3a9 9 0 0 1 0 18z" fill="currentColor" />
      </svg>
      <span className="visually-hidden">High contrast</span>
    </button>
  );
}
