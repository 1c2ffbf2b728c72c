import type { BlockComponentProps } from '../../engine/block';
import { StatusMessage } from '../shared/status-message';
import type { PageStatusContent, PageStatusProps } from './schema';

export function PageStatus({ props, content, status }: BlockComponentProps<PageStatusProps, PageStatusContent>) {
  if (status === 'failed') {
    return (
      <div className="container">
        <StatusMessage tone="error">{props.errorText}</StatusMessage>
      </div>
    );
  }
  if (status === 'ready' && props.emptyText !== undefined && content && !content.hasData) {
    return (
      <div className="container">
        <StatusMessage tone="info">{props.emptyText}</StatusMessage>
      </div>
    );
  }
  return null;
}
