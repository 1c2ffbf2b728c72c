import { Link } from 'react-router-dom';
import type { BlockComponentProps } from '../../engine/block';
import { formatTime, isoDate } from '../../lib/dates';
import { blogPath } from '../shared/blog-path';
import { PostCardByline, PostCardImage } from '../shared/post-card-parts';
import { NotReadyMessage, StatusMessage } from '../shared/status-message';
import type { BlogGridContent, BlogGridProps } from './schema';
import '../shared/card.css';
import './blog-grid.css';
import { opensThePage } from '../shared/opens-the-page';

/**
 * The blog list: a card per post (1, 2 or 3 columns) opening /{slug}/. The blogId travels in the
 * navigation state too, but the detail page finds the post by its slug either way.
 */
export function BlogGrid({ props, content, status, context }: BlockComponentProps<BlogGridProps, BlogGridContent>) {
  if (status !== 'ready') return <NotReadyMessage status={status} errorText={props.errorText} />;
  const posts = content ?? [];
  if (posts.length === 0) return <StatusMessage tone="info">{props.emptyText}</StatusMessage>;
  return (
    <section className="blog-grid section">
      <div className="container">
        {props.heading && <h2 className="section__heading">{props.heading}</h2>}
        <ul className="card-grid blog-grid__list">
          {posts.map((post, index) => {
            const stamp = isoDate(post.createdAt);
            const time = formatTime(post.createdAt);
            const TitleTag = props.heading ? 'h3' : 'h2';
            return (
              <li key={post.blogId} className="post-card blog-card">
                <PostCardImage post={post} className="blog-card__image" layout="third" priority={index < 3 && opensThePage(context) ? 'eager' : 'lazy'} />
                <div className="post-card__body blog-card__body">
                  <p className="blog-card__meta">
                    {time && <time dateTime={stamp}>{time}</time>}
                    <span>{props.commentsLabel}</span>
                  </p>
                  <TitleTag className="blog-card__title">
                    <Link className="post-card__link blog-card__link" to={blogPath(post.title)} state={{ blogId: post.blogId }}>
                      {post.title}
                    </Link>
                  </TitleTag>
                  <PostCardByline post={post} className="blog-card" fallbackAuthor={props.fallbackAuthor} />
                  {post.categoryNames.length > 0 && (
                    <ul className="blog-card__chips" aria-label="Categories">
                      {post.categoryNames.map((name, chip) => (
                        <li key={`${chip}-${name}`} className="chip">
                          {name}
                        </li>
                      ))}
                    </ul>
                  )}
                </div>
              </li>
            );
          })}
        </ul>
      </div>
    </section>
  );
}
