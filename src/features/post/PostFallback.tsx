/** Renders a post that has no prebuilt page yet, loaded by the id in the address bar. */
import { useEffect, useState } from 'react';
import { CONTROLS_RENDERED } from '@/browser/dom';
import { api } from '@/browser/api';
import type { Post } from '@/shared/types';
import { PostArticle } from './PostArticle';

type State = { kind: 'loading' } | { kind: 'found'; post: Post } | { kind: 'missing' };

export function postIdFromPath(pathname: string): string | null {
  const m = /^\/post\/([^/]+)\/?$/.exec(pathname);
  if (!m) return null;
  try {
    const id = decodeURIComponent(m[1]!);
    return id && id !== '_' ? id : null;
  } catch {
    return null;
  }
}

/** The shell was built without the post, so its title and description tags are set once it arrives. */
function describePage(title: string, description: string) {
  const set = (selector: string, value: string) => document.querySelector(selector)?.setAttribute('content', value);
  set('meta[property="og:title"]', title);
  set('meta[name="twitter:title"]', title);
  if (!description) return;
  set('meta[name="description"]', description);
  set('meta[property="og:description"]', description);
  set('meta[name="twitter:description"]', description);
}

export default function PostFallback({ siteTitle, commentMaxLength }: { siteTitle: string; commentMaxLength: number }) {
  const [state, setState] = useState<State>({ kind: 'loading' });

  // The page's like, save and bookmark scripts pick up the buttons once they are in the DOM.
  useEffect(() => {
    if (state.kind === 'found') document.dispatchEvent(new Event(CONTROLS_RENDERED));
  }, [state.kind]);

  useEffect(() => {
    const id = postIdFromPath(location.pathname);
    if (!id) {
      // eslint-disable-next-line react-hooks/set-state-in-effect -- the URL is known only in the browser, after hydration
      setState({ kind: 'missing' });
      return;
    }
    const ctrl = new AbortController();
    api
      .get<Post>(`/posts/${encodeURIComponent(id)}`, undefined, ctrl.signal)
      .then(({ data }) => {
        document.title = data.metaTitle || `${data.title} | ${siteTitle}`;
        describePage(document.title, data.metaDescription || data.excerpt);
        setState({ kind: 'found', post: data });
      })
      .catch((err: Error) => {
        if (err.name !== 'AbortError') setState({ kind: 'missing' });
      });
    return () => ctrl.abort();
  }, [siteTitle]);

  if (state.kind === 'loading') {
    return (
      <p role="status" className="py-24 text-center text-zinc-600 dark:text-zinc-400">
        Loading post...
      </p>
    );
  }
  if (state.kind === 'missing') {
    return (
      <div className="mx-auto max-w-xl py-24 text-center">
        <h1 className="text-3xl font-extrabold tracking-tight text-zinc-900 dark:text-white">Post not found</h1>
        <p className="mt-3 text-zinc-600 dark:text-zinc-400">
          The post you are looking for does not exist or is no longer available.
        </p>
        <a href="/" className="btn btn-primary mt-8">
          Go to the homepage
        </a>
      </div>
    );
  }
  return <PostArticle post={state.post} commentMaxLength={commentMaxLength} />;
}
