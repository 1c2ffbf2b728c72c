import { useEffect } from 'react';
import type { SectionStatus } from '../../engine/block';

/**
 * The spec's logged-only failures (e.g. 'Error fetching intro data. Please try again later.'):
 * a warning in the browser's console when the section's content failed, nothing on the page.
 */
export function useFailureWarning(status: SectionStatus, message: string) {
  useEffect(() => {
    if (status === 'failed') console.warn(message);
  }, [status, message]);
}
