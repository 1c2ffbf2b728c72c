import type { ContentCallName } from '../../src/content/contract/calls';

/** An answer of the content service: HTTP status and JSON body, as the contract shapes them. */
export interface ContentAnswer {
  status: number;
  body: unknown;
}

/** Where content comes from: the embedded store (default) or the remote service (CONTENT_API_URL). */
export interface ContentSource {
  kind: 'embedded' | 'remote';
  /** `body` has been validated against the call's request schema. */
  answer(call: ContentCallName, body: Record<string, unknown>): Promise<ContentAnswer>;
  /** Changes whenever the content changes: the render cache is keyed by it. */
  version(): Promise<string>;
}
