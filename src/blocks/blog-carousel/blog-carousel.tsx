import { useRef } from 'react';
import { Link } from 'react-router-dom';
import type { BlockComponentProps } from '../../engine/block';
import { formatDate, isoDate } from '../../lib/dates';
import { truncate } from '../../lib/truncate';
import { CarouselButtons } from '../shared/carousel-buttons';
import { useDefaultImage } from '../shared/default-image';
import { FallbackImage } from '../shared/fallback-image';
import { MultiCarousel, type ResponsiveType } from '../shared/multi-carousel';
import { SlideAnnouncer } from '../shared/slide-announcer';
import { useInertHiddenSlides } from '../shared/use-inert-hidden-slides';
import type { BlogCarouselContent, BlogCarouselProps } from './schema';
import '../shared/card.css';
import '../shared/multi-carousel.css';
import './blog-carousel.css';

/** Spec: 3 posts from 1024 px, 2 from 768 px, 1 below; blog-carousel.css sizes the server's markup alike. */
export const blogResponsive: ResponsiveType = {
  desktop: { breakpoint: { max: 100_000, min: 1024 }, items: 3 },
  tablet: { breakpoint: { max: 1023, min: 768 }, items: 2 },
  mobile: { breakpoint: { max: 767, min: 0 }, items: 1 },
};

/**
 * The Travel Blog carousel on react-multi-carousel: posts of one category as cards (1, 2 or 3 in
 * view by width); a swipe, the arrow keys and the arrows (shown from 768 px, as the spec says)
 * move one card and wrap at both ends. Server-rendered at the desktop layout, sized per
 * breakpoint by the stylesheet until measured. Hidden until loaded and when no post fits.
 */
export function BlogCarousel({ props, content, status }: BlockComponentProps<BlogCarouselProps, BlogCarouselContent>) {
  const defaultImage = useDefaultImage();
  const frame = useRef<HTMLDivElement>(null);
  const posts = (status === 'ready' ? (content ?? []) : []).filter((post) => post.categories.includes(props.categoryId));
  useInertHiddenSlides(frame, posts.length);
  if (posts.length === 0) return null;
  const several = posts.length > 1;
  return (
    <section className="blog-carousel section section--sand" aria-roledescription="carousel" aria-label={props.heading}>
      <div className="container">
        <h2 className="blog-carousel__heading">{props.heading}</h2>
        <div ref={frame} className="blog-carousel__frame">
          <MultiCarousel
            responsive={blogResponsive}
            ssr
            deviceType="desktop"
            infinite={several}
            keyBoardControl
            swipeable
            minimumTouchDrag={props.swipeMinDistance}
            transitionDuration={props.transitionMs}
            customTransition={`transform ${props.transitionMs}ms ease-in-out`}
            arrows={false}
            renderButtonGroupOutside
            customButtonGroup={several ? <CarouselButtons className="blog-carousel__arrows" previousLabel="Previous posts" nextLabel="Next posts" /> : null}
            itemClass="blog-carousel__item"
          >
            {posts.map((post, position) => {
              const date = formatDate(post.createdAt);
              return (
                <div
                  key={post.blogId}
                  className="blog-slide"
                  data-slide={position}
                  role="group"
                  aria-roledescription="slide"
                  aria-label={`${position + 1} of ${posts.length}`}
                  // Focusable, so the arrow keys (read inside the carousel's track) reach it.
                  tabIndex={0}
                >
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
                      {post.description && <p className="blog-slide__text">{truncate(post.description, props.excerptLength)}</p>}
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
                </div>
              );
            })}
          </MultiCarousel>
          <SlideAnnouncer frame={frame} total={posts.length} />
        </div>
      </div>
    </section>
  );
}
