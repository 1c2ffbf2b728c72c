import {
  createContext,
  forwardRef,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useState,
  startTransition,
  type AnchorHTMLAttributes,
  type MouseEvent,
  type ReactNode,
} from 'react';

/**
 * The site's router: the small part of react-router's API the site uses (Link, NavLink, Navigate,
 * useLocation, useNavigate and the Browser/Static/Memory routers), in ~2 KB instead of ~20 KB of
 * the browser's JavaScript budget. `react-router-dom` resolves here (vite.config.ts, tsconfig).
 * Route matching lives in the engine (src/engine/routes.ts).
 */
export interface Location {
  pathname: string;
  search: string;
  hash: string;
  state: unknown;
  key: string;
}

export interface NavigateOptions {
  replace?: boolean;
  state?: unknown;
}

export type NavigateFunction = (to: string | number, options?: NavigateOptions) => void;

interface RouterContextValue {
  location: Location;
  navigate: NavigateFunction;
}

const RouterContext = createContext<RouterContextValue | null>(null);

function parsePath(to: string, state: unknown = null, key = 'default'): Location {
  const url = new URL(to, 'http://router.invalid');
  return { pathname: url.pathname, search: url.search, hash: url.hash, state, key };
}

function useRouter(): RouterContextValue {
  const value = useContext(RouterContext);
  if (!value) throw new Error('router hooks need a <BrowserRouter>, <StaticRouter> or <MemoryRouter> above them');
  return value;
}

export function useLocation(): Location {
  return useRouter().location;
}

export function useNavigate(): NavigateFunction {
  return useRouter().navigate;
}

/* The browser's history: pushState/replaceState and popstate notify the router. */
const listeners = new Set<() => void>();
let browserSnapshot: Location | undefined;

function readBrowserLocation(): Location {
  const { pathname, search, hash } = window.location;
  const entry: unknown = window.history.state;
  const record = entry && typeof entry === 'object' ? Object.fromEntries(Object.entries(entry)) : {};
  const key = typeof record.key === 'string' ? record.key : 'default';
  if (
    !browserSnapshot ||
    browserSnapshot.pathname !== pathname ||
    browserSnapshot.search !== search ||
    browserSnapshot.hash !== hash ||
    browserSnapshot.key !== key
  ) {
    browserSnapshot = { pathname, search, hash, state: record.usr ?? null, key };
  }
  return browserSnapshot;
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  const onPop = () => listener();
  window.addEventListener('popstate', onPop);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('popstate', onPop);
  };
}

const browserNavigate: NavigateFunction = (to, options = {}) => {
  if (typeof to === 'number') {
    window.history.go(to);
    return;
  }
  const entry = { usr: options.state ?? null, key: Math.random().toString(36).slice(2, 10) };
  if (options.replace) window.history.replaceState(entry, '', to);
  else window.history.pushState(entry, '', to);
  listeners.forEach((listener) => listener());
};

export function BrowserRouter({ children }: { children: ReactNode }) {
  const [location, setLocation] = useState(readBrowserLocation);
  // Navigations are transitions: while the next page's config or blocks load, React keeps the
  // current page on screen instead of showing an empty Suspense fallback.
  useEffect(() => {
    const update = () => startTransition(() => setLocation(readBrowserLocation()));
    const unsubscribe = subscribe(update);
    update(); // a navigation between the first render and this effect
    return unsubscribe;
  }, []);
  const value = useMemo(() => ({ location, navigate: browserNavigate }), [location]);
  return <RouterContext.Provider value={value}>{children}</RouterContext.Provider>;
}

/** Server rendering: a fixed location; navigation is impossible there. */
export function StaticRouter({ location, children }: { location: string; children: ReactNode }) {
  const value = useMemo(
    () => ({
      location: parsePath(location),
      navigate: () => {
        throw new Error('navigate() cannot run during server rendering; use <Navigate> or a redirect');
      },
    }),
    [location],
  );
  return <RouterContext.Provider value={value}>{children}</RouterContext.Provider>;
}

/** Tests: an in-memory history. */
export function MemoryRouter({ initialEntries = ['/'], children }: { initialEntries?: string[]; children: ReactNode }) {
  const [entries, setEntries] = useState(() => initialEntries.map((entry, index) => parsePath(entry, null, String(index))));
  const [index, setIndex] = useState(entries.length - 1);
  const navigate = useCallback<NavigateFunction>(
    (to, options = {}) => {
      if (typeof to === 'number') {
        setIndex((current) => Math.min(Math.max(current + to, 0), entries.length - 1));
        return;
      }
      const next = parsePath(to, options.state ?? null, String(Date.now()));
      if (options.replace) setEntries((list) => list.map((entry, i) => (i === index ? next : entry)));
      else {
        setEntries((list) => [...list.slice(0, index + 1), next]);
        setIndex((current) => current + 1);
      }
    },
    [entries.length, index],
  );
  const location = entries[index] ?? parsePath('/');
  const value = useMemo(() => ({ location, navigate }), [location, navigate]);
  return <RouterContext.Provider value={value}>{children}</RouterContext.Provider>;
}

export interface LinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> {
  to: string;
  replace?: boolean;
  state?: unknown;
}

function isPlainLeftClick(event: MouseEvent<HTMLAnchorElement>, target: string | undefined) {
  return (
    !event.defaultPrevented &&
    event.button === 0 &&
    (!target || target === '_self') &&
    !(event.metaKey || event.altKey || event.ctrlKey || event.shiftKey)
  );
}

/** An anchor that navigates in the app for plain clicks on site paths, and is a normal link otherwise. */
export const Link = forwardRef<HTMLAnchorElement, LinkProps>(function Link(
  { to, replace, state, onClick, target, ...rest },
  ref,
) {
  const { navigate } = useRouter();
  const internal = to.startsWith('/') && !to.startsWith('//');
  return (
    <a
      {...rest}
      ref={ref}
      href={to}
      target={target}
      onClick={(event) => {
        onClick?.(event);
        if (internal && isPlainLeftClick(event, target)) {
          event.preventDefault();
          navigate(to, { replace, state });
        }
      }}
    />
  );
});

export interface NavLinkProps extends Omit<LinkProps, 'className'> {
  className?: string | ((state: { isActive: boolean }) => string | undefined);
  end?: boolean;
}

/** A Link that knows whether it points at the current page (aria-current="page"). */
export const NavLink = forwardRef<HTMLAnchorElement, NavLinkProps>(function NavLink({ className, end, to, ...rest }, ref) {
  const { pathname } = useLocation();
  const target = new URL(to, 'http://router.invalid').pathname;
  const isActive = end || target === '/' ? pathname === target : pathname.startsWith(target);
  return (
    <Link
      {...rest}
      ref={ref}
      to={to}
      aria-current={isActive ? 'page' : undefined}
      className={typeof className === 'function' ? className({ isActive }) : className}
    />
  );
});

/** Navigates once mounted (in the browser); the server answers redirects itself. */
export function Navigate({ to, replace, state }: { to: string; replace?: boolean; state?: unknown }) {
  const { navigate } = useRouter();
  useEffect(() => {
    navigate(to, { replace, state });
  }, [navigate, to, replace, state]);
  return null;
}
