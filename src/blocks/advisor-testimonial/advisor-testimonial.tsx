import type { BlockComponentProps } from '../../engine/block';
import { NotReadyMessage, StatusMessage } from '../shared/status-message';
import type { AdvisorTestimonialContent, AdvisorTestimonialProps } from './schema';
import './advisor-testimonial.css';

/** What travellers said about this advisor: quote and name. */
export function AdvisorTestimonial({
  props,
  content,
  status,
}: BlockComponentProps<AdvisorTestimonialProps, AdvisorTestimonialContent>) {
  if (status !== 'ready') return <NotReadyMessage status={status} errorText={props.errorText} />;
  const quotes = (content ?? []).filter((item) => item.description);
  if (quotes.length === 0) return <StatusMessage tone="info">{props.emptyText}</StatusMessage>;
  return (
    <section className="advisor-testimonial section">
      <div className="container">
        <h2 className="section__heading">{props.heading}</h2>
        <ul className="advisor-testimonial__list">
          {quotes.map((item, index) => (
            <li key={item.id ?? index}>
              <figure className="advisor-testimonial__quote">
                <blockquote className="advisor-testimonial__text">
                  <p>{item.description}</p>
                </blockquote>
                {item.text && <figcaption className="advisor-testimonial__name">{item.text}</figcaption>}
              </figure>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
