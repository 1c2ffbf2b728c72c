import { Navigate } from 'react-router-dom';
import type { BlockComponentProps } from '../../engine/block';
import { formatDate, isoDate } from '../../lib/dates';
import { useDefaultImage } from '../shared/default-image';
import { FallbackImage } from '../shared/fallback-image';
import type { BlogDetailContent, BlogDetailProps } from './schema';
import './blog-detail.css';

/**
 * One blog post: hero image, title, 'Published on {date} by {author}', its categories and the text
 * with its line breaks. A post that cannot be found or loaded sends the visitor to /blog/ (the
 * server answers that with a redirect before rendering; this covers the browser).
 */
export function BlogDetail({ props, content, status }: BlockComponentProps<BlogDetailProps, BlogDetailContent>) {
  const defaultImage = useDefaultImage();
  if (status === 'loading') return null;
  if (status !== 'ready' || !content) return <Navigate to={props.redirectTo} replace />;
  const post = content;
  const date = formatDate(post.createdAt);
  const author = post.authorName ?? props.fallbackAuthor;
  return (
    <article className="blog-detail">
      <div className="blog-detail__hero">
        <FallbackImage
          className="blog-detail__image"
          src={post.image}
          fallback={defaultImage('blog')}
          alt={post.title}
          width={1600}
          height={900}
          layout="wide"
          priority="high"
        />
      </div>
      <div className="container blog-detail__inner">
        <h1 className="blog-detail__title">{post.title}</h1>
        <p className="blog-detail__published">
          {date ? (
            <>
              Published on <time dateTime={isoDate(post.createdAt)}>{date}</time> by {author}
            </>
          ) : (
            <>Published by {author}</>
          )}
        </p>
        {post.categoryNames.length > 0 && (
          <section className="blog-detail__section">
            <h2 className="blog-detail__subheading">Categories</h2>
            <ul className="blog-detail__chips">
              {post.categoryNames.map((name, index) => (
                <li key={`${index}-${name}`} className="chip">
                  {name}
                </li>
              ))}
            </ul>
          </section>
        )}
        <section className="blog-detail__section">
          <h2 className="blog-detail__subheading">Blog Details</h2>
          {post.description && <p className="blog-detail__text">{post.description}</p>}
        </section>
      </div>
    </article>
  );
}
