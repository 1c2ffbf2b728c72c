import type { BlogItem } from '../../content/contract/page-fields';
import { formatDate, isoDate } from '../../lib/dates';
import { useDefaultImage } from './default-image';
import { FallbackImage } from './fallback-image';
import type { ImageLayout } from './responsive-image-layouts';
import type { ImagePriority } from './responsive-image';

/**
 * The parts of a blog post's card that blog-grid and blog-carousel both show (.post-card in
 * card.css): the post's 16:10 photo, or the site's blog fallback, and the byline.
 */
export function PostCardImage({ post, className, layout, priority }: { post: Pick<BlogItem, 'image'>; className: string; layout: ImageLayout; priority?: ImagePriority }) {
  const defaultImage = useDefaultImage();
  return <FallbackImage className={`post-card__image ${className}`} src={post.image} fallback={defaultImage('blog')} alt="" width={640} height={400} layout={layout} priority={priority} />;
}

/** "By {author} · {date}": the author, or the block's fallback name, and the post's date when it has one. */
export function PostCardByline({ post, className, prefix, fallbackAuthor }: { post: Pick<BlogItem, 'authorName' | 'createdAt'>; className: string; prefix?: string; fallbackAuthor: string }) {
  const date = formatDate(post.createdAt);
  return (
    <p className={`post-card__byline ${className}__byline`}>
      {prefix}
      <span className={`post-card__author ${className}__author`}>{post.authorName ?? fallbackAuthor}</span>
      {date && (
        <>
          {' · '}
          <time dateTime={isoDate(post.createdAt)}>{date}</time>
        </>
      )}
    </p>
  );
}
