import { useEffect, type ReactNode } from 'react';
import { Navigate } from 'react-router-dom';
import useSWR from 'swr';
import { pageKey } from './content-key';
import { useEngine } from './engine-context';
import type { PageRouteData } from './page-loader';
import { buildHead, loadPageMeta, resolvePageId, type PageHead, type PageMetaEntry } from './page-meta';
import { PageSections } from './page-renderer';

/**
 * One page route as its loader left it: its sections (each reads its rendered content through
 * SWR), or the 404 page. In the browser its head follows client-side navigation: the page's meta
 * source is read through SWR under the page's key (from the cache when the page was seen, fresh),
 * and its verdict decides as the server's does: the 404 page, or a move elsewhere.
 */
export function PageView({ data, notFound, notFoundHead }: { data: PageRouteData; notFound: ReactNode; notFoundHead: PageHead }) {
  const meta = usePageMeta(data);
  const missing = data.notFound || !data.page || meta?.notFound === true;
  useDocumentHead(missing ? (data.head ?? notFoundHead) : meta?.head);
  if (meta?.redirect) return <Navigate to={meta.redirect} replace />;
  if (missing || !data.page) return <>{notFound}</>;
  return <PageSections page={data.page} params={data.params} />;
}

/** The page's head and verdict: the server's (in its loader data), or read through SWR in the browser. */
function usePageMeta(data: PageRouteData): PageMetaEntry | undefined {
  const { metaSources, read } = useEngine();
  const { page, params } = data;
  const key = page && !data.notFound && !data.head ? pageKey(page.path, params) : null;
  const fetchMeta = page ? () => loadPageMeta({ page, params, pageId: resolvePageId(page, params) }, metaSources, read) : null;
  const { data: fetched } = useSWR<PageMetaEntry>(key, fetchMeta, { shouldRetryOnError: false });
  if (data.head) return { head: data.head, notFound: false };
  // Until the content's meta arrives, the page's title and description are its config's.
  return fetched ?? (page ? { head: buildHead({ page, params, pageId: resolvePageId(page, params) }, {}), notFound: false } : undefined);
}

function headElement<T extends HTMLElement>(selector: string, create: () => T): T | HTMLElement {
  const found = document.head.querySelector<HTMLElement>(selector);
  if (found) return found;
  const element = create();
  document.head.appendChild(element);
  return element;
}

const namedMeta = (name: string) => () => {
  const element = document.createElement('meta');
  element.setAttribute('name', name);
  return element;
};

const canonicalLink = () => {
  const element = document.createElement('link');
  element.setAttribute('rel', 'canonical');
  return element;
};

/**
 * Browser only: the server writes the head into the HTML; a client-side navigation updates it
 * here. A page without a canonical path (the 404 page) has no canonical link.
 */
function useDocumentHead(head: PageHead | undefined) {
  useEffect(() => {
    if (!head) return;
    document.title = head.title;
    headElement('meta[name="description"]', namedMeta('description')).setAttribute('content', head.description);
    headElement('meta[name="keywords"]', namedMeta('keywords')).setAttribute('content', head.keywords);
    if (!head.canonicalPath) {
      document.head.querySelector('link[rel="canonical"]')?.remove();
      return;
    }
    // The server's canonical link carries the site's public origin (SITE_URL): keep it.
    const link = headElement('link[rel="canonical"]', canonicalLink);
    link.setAttribute('href', new URL(head.canonicalPath, link.getAttribute('href') ?? location.href).href);
  }, [head]);
}
