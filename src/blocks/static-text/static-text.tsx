import type { BlockComponentProps } from '../../engine/block';
import type { StaticTextProps } from './schema';
import './static-text.css';

/** Static copy from the page config: heading, paragraphs and parts with bullets. */
export function StaticText({ props }: BlockComponentProps<StaticTextProps, undefined>) {
  const Heading = props.headingLevel === 1 ? 'h1' : 'h2';
  const PartHeading = props.headingLevel === 1 ? 'h2' : 'h3';
  return (
    <section className={`static-text section${props.background === 'sand' ? ' section--sand' : ''}`}>
      <div className="container static-text__inner">
        {props.heading && <Heading>{props.heading}</Heading>}
        {props.updated && <p className="static-text__updated">{props.updated}</p>}
        {props.intro.map((paragraph, index) => (
          <p key={index}>{paragraph}</p>
        ))}
        {props.parts.map((part, index) => (
          <div className="static-text__part" id={part.id} key={part.id ?? index}>
            <PartHeading>{part.heading}</PartHeading>
            {part.paragraphs.map((paragraph, paragraphIndex) => (
              <p key={paragraphIndex}>{paragraph}</p>
            ))}
            {part.list.length > 0 && (
              <ul className="static-text__list">
                {part.list.map((item, itemIndex) => (
                  <li key={itemIndex}>{item}</li>
                ))}
              </ul>
            )}
            {part.questions.length > 0 && (
              <dl className="static-text__questions">
                {part.questions.map((item) => (
                  <div key={item.question}>
                    <dt>{item.question}</dt>
                    <dd>{item.answer}</dd>
                  </div>
                ))}
              </dl>
            )}
          </div>
        ))}
      </div>
    </section>
  );
}
