import { useEffect, useMemo, type ReactNode } from 'react';
import { Navigate } from 'react-router-dom';
import useSWR from 'swr';
import { metaKey } from './content-key';
import { useEngine } from './engine-context';
import { buildHead, resolveMeta, resolvePageId, type MetaContext, type MetaResult, type PageHead } from './page-meta';
import { PageSections } from './page-renderer';
import type { PageMatch } from './routes';

/**
 * One matched page: its sections, and in the browser its head kept in step with client-side
 * navigation. The server has already answered redirects and 404s before rendering; after a
 * client-side navigation the same meta result decides here.
 */
export function PageView({ match, notFound }: { match: PageMatch; notFound: ReactNode }) {
  const { metaSources, read } = useEngine();
  const context: MetaContext = useMemo(
    () => ({ page: match.page, params: match.params, pageId: resolvePageId(match.page, match.params) }),
    [match.page, match.params],
  );
  const { data: meta } = useSWR<MetaResult>(metaKey(match.page.path, match.params), () =>
    resolveMeta(context, metaSources, read),
  );
  const head = useMemo(() => buildHead(context, meta ?? {}), [context, meta]);
  useDocumentHead(head, meta !== undefined);

  if (meta?.redirect) return <Navigate to={meta.redirect} replace />;
  if (meta?.notFound) return <>{notFound}</>;
  return <PageSections page={match.page} params={match.params} />;
}

function setMeta(selector: string, create: () => HTMLElement, attribute: string, value: string) {
  let element = document.head.querySelector<HTMLElement>(selector);
  if (!element) {
    element = create();
    document.head.appendChild(element);
  }
  element.setAttribute(attribute, value);
}

/** Browser only: the server writes the head into the HTML; navigation updates it here. */
function useDocumentHead(head: PageHead, ready: boolean) {
  useEffect(() => {
    if (!ready) return;
    document.title = head.title;
    const meta = (name: string) => () => {
      const element = document.createElement('meta');
      element.setAttribute('name', name);
      return element;
    };
    setMeta('meta[name="description"]', meta('description'), 'content', head.description);
    setMeta('meta[name="keywords"]', meta('keywords'), 'content', head.keywords);
    const canonical = document.head.querySelector('link[rel="canonical"]');
    if (canonical) {
      canonical.setAttribute('href', new URL(head.canonicalPath, canonical.getAttribute('href') ?? location.href).href);
    }
  }, [head, ready]);
}
