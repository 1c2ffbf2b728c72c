import { useEffect, type ReactNode } from 'react';
import type { PageRouteData } from './page-loader';
import type { PageHead } from './page-meta';
import { PageSections } from './page-renderer';

/**
 * One page route as its loader left it: its sections (each reads its rendered content from SWR,
 * where the server's fallback or the loader put it), or the 404 text; in the browser its head
 * kept in step with client-side navigation.
 */
export function PageView({ data, notFound }: { data: PageRouteData; notFound: ReactNode }) {
  useDocumentHead(data.head);
  if (data.notFound || !data.page) return <>{notFound}</>;
  return <PageSections page={data.page} params={data.params} revalidate={data.fromCache === true} />;
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
