import { useRef } from 'react';
import { Link } from 'react-router-dom';
import type { BlockComponentProps } from '../../engine/block';
import { formatDate, isoDate } from '../../lib/dates';
import { truncate } from '../../lib/truncate';
import { useDefaultImage } from '../shared/default-image';
import { FallbackImage } from '../shared/fallback-image';
import { scrollBehavior } from '../shared/scroll-behavior';
import type { BlogCarouselContent, BlogCarouselProps } from './schema';
import '../shared/card.css';
import './blog-carousel.css';

/** Scrolls the track by one card (its width plus the gap) in the given direction. */
function scrollByCard(track: HTMLElement | null, direction: 1 | -1) {
  const card = track?.firstElementChild;
  if (!track || !(card instanceof HTMLElement)) return;
  const gap = Number.parseFloat(getComputedStyle(track).columnGap) || 0;
  track.scrollBy({ left: direction * (card.getBoundingClientRect().width + gap), behavior: scrollBehavior() });
}

/**
 * The Travel Blog carousel: posts of one category as cards (1, 2 or 3 in view by width), swiped
 * on touch screens; the arrows appear from 768 px. Hidden until loaded and when no post fits.
 */
export function BlogCarousel({ props, content, status }: BlockComponentProps<BlogCarouselProps, BlogCarouselContent>) {
  const defaultImage = useDefaultImage();
  const track = useRef<HTMLUListElement>(null);
  const posts = (status === 'ready' ? (content ?? []) : []).filter((post) => post.categories.includes(props.categoryId));
  if (posts.length === 0) return null;
  return (
    <section className="blog-carousel section section--sand" aria-roledescription="carousel" aria-label={props.heading}>
      <div className="container">
        <div className="blog-carousel__header">
          <h2 className="blog-carousel__heading">{props.heading}</h2>
          <div className="blog-carousel__arrows">
            <button type="button" className="carousel-arrow" aria-label="Previous posts" onClick={() => scrollByCard(track.current, -1)}>
              <span aria-hidden="true">‹</span>
            </button>
            <button type="button" className="carousel-arrow" aria-label="Next posts" onClick={() => scrollByCard(track.current, 1)}>
              <span aria-hidden="true">›</span>
            </button>
          </div>
        </div>
        <ul ref={track} className="blog-carousel__track">
          {posts.map((post) => {
            const date = formatDate(post.createdAt);
            return (
              <li key={post.blogId} className="blog-slide">
                <article className="post-card blog-slide__card">
                  <FallbackImage
                    className="post-card__image blog-slide__image"
                    src={post.image}
                    fallback={defaultImage('blog')}
                    alt=""
                    width={640}
                    height={400}
                    layout="card"
                  />
                  <div className="post-card__body blog-slide__body">
                    <p className="blog-slide__meta">
                      <span className="chip">{props.categoryLabel}</span>
                      <span>0 Comments</span>
                    </p>
                    <h3 className="blog-slide__title">
                      <Link className="post-card__link blog-slide__link" to={props.cardLink}>
                        {post.title}
                      </Link>
                    </h3>
                    {post.description && (
                      <p className="blog-slide__text">{truncate(post.description, props.excerptLength)}</p>
                    )}
                    <p className="post-card__byline blog-slide__byline">
                      By <span className="post-card__author blog-slide__author">{post.authorName ?? props.fallbackAuthor}</span>
                      {date && (
                        <>
                          {' · '}
                          <time dateTime={isoDate(post.createdAt)}>{date}</time>
                        </>
                      )}
                    </p>
                  </div>
                </article>
              </li>
            );
          })}
        </ul>
      </div>
    </section>
  );
}
