import type { BlockComponentProps } from '../../engine/block';
import { NotReadyMessage, StatusMessage } from '../shared/status-message';
import { toLines } from './lines';
import type { CertificationsContent, CertificationsProps } from './schema';
import './certifications.css';

/** The advisor's certifications, one bullet per line of each item's description. */
export function Certifications({ props, content, status }: BlockComponentProps<CertificationsProps, CertificationsContent>) {
  if (status !== 'ready') return <NotReadyMessage status={status} errorText={props.errorText} />;
  const groups = (content ?? [])
    .map((item) => ({ id: item.id, heading: item.text, lines: toLines(item.description) }))
    .filter((group) => group.lines.length > 0);
  if (groups.length === 0) return <StatusMessage tone="info">{props.emptyText}</StatusMessage>;
  return (
    <section className="certifications section section--sand">
      <div className="container certifications__inner">
        {groups.map((group, index) => (
          <div key={group.id ?? index}>
            <h2>{group.heading ?? props.heading}</h2>
            <ul className="certifications__list">
              {group.lines.map((line, lineIndex) => (
                <li className="certifications__item" key={`${lineIndex}-${line}`}>
                  {line}
                </li>
              ))}
            </ul>
          </div>
        ))}
      </div>
    </section>
  );
}
