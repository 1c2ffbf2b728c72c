import { Component, type ErrorInfo, type ReactNode } from 'react';
import type { SectionDiagnostic } from './engine-context';

interface Props {
  page: string;
  sectionId: string;
  type: string;
  dev: boolean;
  report: (diagnostic: SectionDiagnostic) => void;
  children: ReactNode;
}

/**
 * Contains one section: a block that throws while rendering disappears from the page (and is
 * logged) instead of taking the page down. In development it says what broke, where.
 */
export class SectionBoundary extends Component<Props, { error: Error | null }> {
  override state = { error: null as Error | null };

  static getDerivedStateFromError(error: Error) {
    return { error };
  }

  override componentDidCatch(error: Error, _info: ErrorInfo) {
    this.props.report({
      kind: 'crashed',
      page: this.props.page,
      sectionId: this.props.sectionId,
      type: this.props.type,
      message: error.message,
    });
  }

  override render() {
    const { error } = this.state;
    if (!error) return this.props.children;
    if (!this.props.dev) return null;
    return (
      <div role="note" className="engine-section-error">
        Section “{this.props.sectionId}” ({this.props.type}) crashed: {error.message}
      </div>
    );
  }
}
