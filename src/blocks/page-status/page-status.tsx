import type { BlockComponentProps } from '../../engine/block';
import { StatusMessage } from '../shared/status-message';
import type { PageStatusProps } from './schema';

export function PageStatus({ props, status }: BlockComponentProps<PageStatusProps, unknown>) {
  if (status !== 'failed') return null;
  return (
    <div className="container">
      <StatusMessage tone="error">{props.errorText}</StatusMessage>
    </div>
  );
}
