import { useEffect, useState, type SubmitEvent } from 'react';
import { ArrowRight, BookOpen, Clock, Compass, RotateCcw } from 'lucide-react';
import { api } from '@/lib/api';
import type { LearningPath, PostSummary } from '@/shared/types';
import { ErrorText, Working, fieldClass } from './ui';

const MAX_ARTICLES = 4;
const FAILED = 'Failed to generate reading path. Please try again.';

/** The path is put together in the browser from the newest published articles; no AI call is made. */
function buildPath(topic: string, posts: PostSummary[]): LearningPath {
  const minutes = 15 + Math.floor(Math.random() * 30);
  return {
    title: `Master ${topic}`,
    description: `A curated reading path to help you understand ${topic}, starting with the essentials and building up to deeper ideas, one article at a time.`,
    estimatedTime: `${minutes} min`,
    posts: posts.slice(0, MAX_ARTICLES).map((p) => p.id),
  };
}

export default function Pathfinder() {
  const [posts, setPosts] = useState<PostSummary[] | null>(null);
  const [topic, setTopic] = useState('');
  const [creating, setCreating] = useState(false);
  const [path, setPath] = useState<LearningPath | null>(null);
  const [error, setError] = useState('');

  useEffect(() => {
    const ctrl = new AbortController();
    api
      .get<PostSummary[]>('/posts', { limit: MAX_ARTICLES, status: 'published' }, ctrl.signal)
      .then((res) => setPosts(res.data))
      .catch((err: Error) => {
        if (err.name === 'AbortError') return;
        setPosts([]);
        setError(FAILED);
      });
    return () => ctrl.abort();
  }, []);

  const find = (e: SubmitEvent) => {
    e.preventDefault();
    const t = topic.trim();
    if (!t || !posts?.length || creating) return;
    setCreating(true);
    setError('');
    // A short pause so the path reads as composed rather than instant.
    setTimeout(() => {
      try {
        setPath(buildPath(t, posts));
      } catch {
        setError(FAILED);
      } finally {
        setCreating(false);
      }
    }, 800);
  };

  const reset = () => {
    setPath(null);
    setTopic('');
    setError('');
  };

  if (posts === null) {
    return (
      <div className="card flex min-h-40 items-center justify-center p-6">
        <Working>Loading pathfinder...</Working>
      </div>
    );
  }

  const byId = new Map(posts.map((p) => [p.id, p]));
  const pathPosts = path ? path.posts.map((id) => byId.get(id)).filter((p): p is PostSummary => Boolean(p)) : [];

  return (
    <div className="space-y-8">
      {!path && (
        <form onSubmit={find} className="card space-y-4 p-6">
          <label htmlFor="path-topic" className="block font-semibold text-zinc-900 dark:text-white">
            What do you want to learn?
          </label>
          <div className="flex flex-col gap-3 sm:flex-row">
            <input
              id="path-topic"
              type="text"
              value={topic}
              onChange={(e) => setTopic(e.target.value)}
              placeholder="e.g. Web development, productivity, design"
              maxLength={100}
              autoComplete="off"
              className={fieldClass}
            />
            <button type="submit" className="btn btn-primary shrink-0 disabled:cursor-not-allowed disabled:opacity-50" disabled={!topic.trim() || posts.length === 0 || creating}>
              <Compass aria-hidden="true" className="size-4" /> {creating ? 'Creating...' : 'Find Path'}
            </button>
          </div>
          <ErrorText>{error}</ErrorText>
          {posts.length === 0 && !error ? (
            <p className="text-sm text-zinc-600 dark:text-zinc-400">There are no published articles to build a path from yet.</p>
          ) : (
            <p className="text-zinc-600 dark:text-zinc-400">
              Tell us what you want to learn, and we'll create a personalized reading path from our articles to take you from the basics to
              mastery.
            </p>
          )}
        </form>
      )}

      {path && (
        <section aria-labelledby="path-title" className="space-y-6">
          <div className="card space-y-3 p-6">
            <p className="eyebrow">Your learning path</p>
            <h2 id="path-title" className="text-2xl font-bold tracking-tight text-zinc-900 sm:text-3xl dark:text-white">
              {path.title}
            </h2>
            <p className="text-zinc-700 dark:text-zinc-300">{path.description}</p>
            <ul className="flex flex-wrap gap-x-6 gap-y-2 text-sm text-zinc-600 dark:text-zinc-400">
              <li className="flex items-center gap-1.5">
                <Clock aria-hidden="true" className="size-4" /> Estimated time: {path.estimatedTime}
              </li>
              <li className="flex items-center gap-1.5">
                <BookOpen aria-hidden="true" className="size-4" /> {pathPosts.length} {pathPosts.length === 1 ? 'article' : 'articles'}
              </li>
            </ul>
          </div>

          <ol className="space-y-4">
            {pathPosts.map((p, i) => (
              <li key={p.id} className="card flex gap-4 p-5">
                <span aria-hidden="true" className="flex size-9 shrink-0 items-center justify-center rounded-full bg-zinc-900 text-sm font-bold text-white dark:bg-white dark:text-zinc-900">
                  {i + 1}
                </span>
                <div className="min-w-0 flex-1 space-y-1.5">
                  <p className="eyebrow">{p.category.name}</p>
                  <h3 className="text-lg font-semibold text-zinc-900 dark:text-white">
                    <a href={`/post/${encodeURIComponent(p.id)}`} className="hover:underline">
                      {p.title}
                    </a>
                  </h3>
                  {p.excerpt && <p className="text-sm text-zinc-600 dark:text-zinc-400">{p.excerpt}</p>}
                  <a
                    href={`/post/${encodeURIComponent(p.id)}`}
                    aria-label={`Read Article: ${p.title}`}
                    className="inline-flex items-center gap-1 text-sm font-semibold text-accent-700 hover:underline dark:text-accent-300"
                  >
                    Read Article <ArrowRight aria-hidden="true" className="size-4" />
                  </a>
                </div>
              </li>
            ))}
          </ol>

          <button type="button" className="btn btn-outline" onClick={reset}>
            <RotateCcw aria-hidden="true" className="size-4" /> Create New Path
          </button>
        </section>
      )}
    </div>
  );
}
