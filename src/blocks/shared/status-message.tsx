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
