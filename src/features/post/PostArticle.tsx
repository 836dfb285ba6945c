/** The article as the prebuilt page shows it, for a post loaded in the browser. */
import { lazy, Suspense } from 'react';
import type { Post } from '@/shared/types';
import { responsiveSrcset } from '@/lib/images';
import { avatarFor, formatDate } from '@/lib/text';
import { TOC_MIN_HEADINGS } from '@/lib/headings';
import { articleBody } from '@/lib/article-body';
import CommentsSection from '@/features/comments/CommentsSection';
import { PostActions } from './PostActions';
import { PostContents } from './PostContents';

/** The prebuilt page's AI panels; their code loads after the article, as on the prebuilt page. */
const AiPanels = lazy(() => import('@/features/ai/AiPanels'));

/** Drafts (an admin's preview) get no reader controls: nobody can like or comment on them yet. */
/** As the prebuilt post page's hero: the CDN widths for the article column. */
function heroImage(url: string): { src: string; srcSet?: string; sizes?: string } {
  const image = responsiveSrcset(url, 1280);
  return image ? { src: image.src, srcSet: image.srcset, sizes: '(min-width: 1152px) 1104px, 100vw' } : { src: url };
}

export function PostArticle({ post, commentMaxLength }: { post: Post; commentMaxLength: number }) {
  const draft = post.status === 'draft';
  const body = articleBody(post.content);
  const toc = body.headings.length >= TOC_MIN_HEADINGS;
  return (
    <article className="pb-8">
      <header className="mx-auto max-w-3xl">
        <div className="flex flex-wrap items-center gap-3">
          <a href={`/category/${post.category.id}`} className="eyebrow hover:underline">
            {post.category.name}
          </a>
          {draft && (
            <span className="rounded-full bg-amber-100 px-3 py-1 text-xs font-bold tracking-wide text-amber-900 uppercase dark:bg-amber-900/40 dark:text-amber-200">
              Draft Preview
            </span>
          )}
        </div>
        <h1 className="mt-3 text-4xl leading-[1.1] font-extrabold tracking-tight text-balance text-zinc-900 sm:text-5xl dark:text-white">
          {post.title}
        </h1>
        {post.excerpt && <p className="mt-5 text-lg leading-8 text-zinc-600 sm:text-xl dark:text-zinc-400">{post.excerpt}</p>}
        <div className="mt-8 flex flex-wrap items-center justify-between gap-4 border-y border-zinc-200 py-4 dark:border-zinc-800">
          <div className="flex items-center gap-3">
            <img
              src={avatarFor(post.author.name, post.author.avatarUrl)}
              alt=""
              width={44}
              height={44}
              className="size-11 rounded-full bg-accent-700 object-cover"
            />
            <div className="text-sm">
              <a href={`/author/${post.author.id}`} className="font-semibold text-zinc-900 hover:underline dark:text-white">
                {post.author.name}
              </a>
              <p className="flex flex-wrap items-center gap-x-2 text-zinc-600 dark:text-zinc-400">
                <time dateTime={post.publishedDate}>{formatDate(post.publishedDate)}</time>
                <span aria-hidden="true">·</span>
                <span>{Math.max(1, post.readingTime)} min read</span>
              </p>
            </div>
          </div>
          {!draft && <PostActions post={post} />}
        </div>
      </header>
      {post.imageUrl && (
        <figure className="mx-auto mt-10 max-w-5xl">
          <img
            {...heroImage(post.imageUrl)}
            alt={post.title}
            width={1280}
            height={720}
            className="aspect-video w-full rounded-3xl bg-zinc-100 object-cover dark:bg-zinc-800"
          />
        </figure>
      )}
      <div className={toc ? 'mx-auto mt-12 grid max-w-6xl gap-12 lg:grid-cols-[minmax(0,1fr)_18rem]' : 'mx-auto mt-12 max-w-3xl'}>
        {/* The server sanitises post HTML when it is saved. */}
        <div className="prose-body min-w-0 max-w-3xl" data-article-body dangerouslySetInnerHTML={{ __html: body.html }} />
        {toc && (
          <aside aria-label="About this article">
            <div className="lg:sticky lg:top-24">
              <PostContents headings={body.headings} />
            </div>
          </aside>
        )}
      </div>
      {post.tags.length > 0 && (
        <ul className="mx-auto mt-12 flex max-w-3xl flex-wrap gap-2" aria-label="Tags">
          {post.tags.map((t) => (
            <li key={t.id}>
              <a href={`/tag/${t.id}`} className="chip gap-1">
                <span aria-hidden="true">#</span>
                {t.name}
              </a>
            </li>
          ))}
        </ul>
      )}
      {!draft && (
        <div className="mx-auto mt-12 min-h-40 max-w-3xl">
          <Suspense fallback={null}>
            <AiPanels postId={post.id} />
          </Suspense>
        </div>
      )}
      {!draft && (
        <section aria-label="Comments" id="comments" className="mx-auto mt-12 max-w-3xl scroll-mt-20">
          <CommentsSection postId={post.id} maxLength={commentMaxLength} />
        </section>
      )}
    </article>
  );
}
