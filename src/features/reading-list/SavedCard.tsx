/** A post card on /saved with its remove button. */
import { responsiveSrcset } from '@/lib/images';
import { formatDate } from '@/lib/text';
import type { PostSummary } from '@/shared/types';

const CARD_SIZES = '(min-width: 1024px) 400px, (min-width: 640px) 50vw, 100vw';

export default function SavedCard({
  post,
  removeLabel,
  onRemove,
}: {
  post: PostSummary;
  removeLabel: string;
  onRemove: () => void;
}) {
  const href = `/post/${encodeURIComponent(post.id)}`;
  const image = post.imageUrl ? responsiveSrcset(post.imageUrl, 800) : undefined;
  return (
    <article className="group flex flex-col">
      <a href={href} tabIndex={-1} aria-hidden="true" className="block overflow-hidden rounded-2xl bg-zinc-100 dark:bg-zinc-800">
        {post.imageUrl && (
          <img
            src={image?.src ?? post.imageUrl}
            srcSet={image?.srcset}
            sizes={image && CARD_SIZES}
            alt=""
            width={800}
            height={500}
            loading="lazy"
            className="aspect-[8/5] w-full object-cover transition-transform duration-500 group-hover:scale-[1.03]"
          />
        )}
      </a>
      <div className="mt-4 flex min-h-8 items-center justify-between gap-3">
        <a href={`/category/${encodeURIComponent(post.category.id)}`} className="eyebrow hover:underline">
          {post.category.name}
        </a>
        <button
          type="button"
          onClick={onRemove}
          aria-label={`${removeLabel}: ${post.title}`}
          className="icon-btn hover:text-red-600"
          title={removeLabel}
        >
          <svg
            viewBox="0 0 24 24"
            fill="none"
            stroke="currentColor"
            strokeWidth="2"
            strokeLinecap="round"
            strokeLinejoin="round"
            className="size-5"
            aria-hidden="true"
          >
            <path d="M3 6h18M19 6v14a2 2 0 0 1-2 2H7a2 2 0 0 1-2-2V6M8 6V4a2 2 0 0 1 2-2h4a2 2 0 0 1 2 2v2" />
          </svg>
        </button>
      </div>
      <h3 className="mt-1 text-lg leading-snug font-bold tracking-tight text-zinc-900 dark:text-white">
        <a href={href} className="hover:text-accent-700 dark:hover:text-accent-300">
          {post.title}
        </a>
      </h3>
      {post.excerpt && <p className="mt-2 line-clamp-2 text-sm leading-6 text-zinc-600 dark:text-zinc-400">{post.excerpt}</p>}
      <p className="mt-4 text-xs text-zinc-600 dark:text-zinc-400">
        {post.author.name} · <time dateTime={post.publishedDate}>{formatDate(post.publishedDate)}</time> ·{' '}
        {Math.max(1, post.readingTime)} min read
      </p>
    </article>
  );
}
