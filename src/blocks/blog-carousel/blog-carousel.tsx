import { Link } from 'react-router-dom';
import type { BlockComponentProps } from '../../engine/block';
import { truncate } from '../../lib/truncate';
import { BlockCarousel, carouselPreset, CarouselSection, CarouselSlide } from '../shared/block-carousel';
import { PostCardByline, PostCardImage } from '../shared/post-card-parts';
import type { BlogCarouselContent, BlogCarouselProps } from './schema';
import '../shared/card.css';
import './blog-carousel.css';

/** Spec: 3 posts from 1024 px, 2 from 768 px, 1 below; blog-carousel.css sets --slides alike. */
const blogCarousel = carouselPreset('blog-carousel', 'posts', { 0: 1, 768: 2, 1024: 3 });

/**
 * The Travel Blog carousel on the blocks' carousel (shared/block-carousel.tsx): posts of one
 * category as cards (1, 2 or 3 in view by width); a swipe, the arrow keys and the arrows (shown
 * from 768 px, as the spec says) move one card and wrap at both ends. Hidden until loaded and
 * when no post fits.
 */
export function BlogCarousel({ props, content, status }: BlockComponentProps<BlogCarouselProps, BlogCarouselContent>) {
  const posts = (status === 'ready' ? (content ?? []) : []).filter((post) => post.categories.includes(props.categoryId));
  if (posts.length === 0) return null;
  return (
    <CarouselSection className="blog-carousel section--sand" heading={props.heading} headingClassName="blog-carousel__heading">
      <BlockCarousel preset={blogCarousel} motion={props}>
        {posts.map((post, position) => (
          <CarouselSlide key={post.blogId} position={position} total={posts.length} className="blog-slide">
            <article className="post-card blog-slide__card">
              <PostCardImage post={post} className="blog-slide__image" layout="card" />
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
                <PostCardByline post={post} className="blog-slide" prefix="By " fallbackAuthor={props.fallbackAuthor} />
              </div>
            </article>
          </CarouselSlide>
        ))}
      </BlockCarousel>
    </CarouselSection>
  );
}
