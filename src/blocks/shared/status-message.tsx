import type { SectionStatus } from '../../engine/block';

/** The spec's loading, empty and error lines; errors are red and announced. */
export function StatusMessage({ tone, children }: { tone: 'info' | 'error'; children: string }) {
  return tone === 'error' ? (
    <p className="status-text error-text" role="alert">
      {children}
    </p>
  ) : (
    <p className="status-text">{children}</p>
  );
}

/** A section whose content is not ready says so: "Loading...", or the block's error text in red. */
export function NotReadyMessage({ status, errorText }: { status: Exclude<SectionStatus, 'ready'>; errorText: string }) {
  return status === 'loading' ? <StatusMessage tone="info">Loading...</StatusMessage> : <StatusMessage tone="error">{errorText}</StatusMessage>;
}
