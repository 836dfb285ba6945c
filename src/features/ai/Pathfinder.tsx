import { useEffect, useState, type SubmitEvent } from 'react';
import { ArrowRight, BookOpen, Clock, Compass, RotateCcw } from 'lucide-react';
import { api } from '@/browser/api';
import type { AiLearningPath, PostSummary } from '@/shared/types';
import { aiErrorMessage, aiPost } from './api';
import { ErrorText, Working, fieldClass } from './ui';
import { MESSAGES } from '@/shared/messages';

const FAILED = MESSAGES.pathFailed;

/**
 * The server picks the articles: the model when AI is configured, local relevance ranking otherwise.
 * Only whether any published article exists is loaded up front, to enable Find Path.
 */
export default function Pathfinder() {
  const [available, setAvailable] = useState<boolean | null>(null);
  const [topic, setTopic] = useState('');
  const [creating, setCreating] = useState(false);
  const [path, setPath] = useState<AiLearningPath | null>(null);
  const [error, setError] = useState('');

  useEffect(() => {
    const ctrl = new AbortController();
    api
      .get<PostSummary[]>('/posts', { limit: 1, status: 'published' }, ctrl.signal)
      .then((res) => setAvailable(res.data.length > 0))
      .catch((err: Error) => {
        if (err.name === 'AbortError') return;
        setAvailable(false);
        setError(FAILED);
      });
    return () => ctrl.abort();
  }, []);

  const find = async (e: SubmitEvent) => {
    e.preventDefault();
    const t = topic.trim();
    if (!t || !available || creating) return;
    setCreating(true);
    setError('');
    try {
      setPath(await aiPost<AiLearningPath>('pathfinder', { topic: t }));
    } catch (err) {
      setError(aiErrorMessage(err, FAILED));
    } finally {
      setCreating(false);
    }
  };

  const reset = () => {
    setPath(null);
    setTopic('');
    setError('');
  };

  if (available === null) {
    return (
      <div className="card flex min-h-40 items-center justify-center p-6">
        <Working>Loading pathfinder...</Working>
      </div>
    );
  }

  const steps = path?.steps ?? [];

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
            <button
              type="submit"
              className="btn btn-primary shrink-0 disabled:cursor-not-allowed disabled:opacity-50"
              disabled={!topic.trim() || !available || creating}
            >
              <Compass aria-hidden="true" className="size-4" /> {creating ? 'Creating...' : 'Find Path'}
            </button>
          </div>
          <ErrorText>{error}</ErrorText>
          {!available && !error ? (
            <p className="text-sm text-zinc-600 dark:text-zinc-400">There are no published articles to build a path from yet.</p>
          ) : (
            <p className="text-zinc-600 dark:text-zinc-400">
              Tell us what you want to learn, and we'll create a personalized reading path from our articles to take you from the
              basics to mastery.
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
                <BookOpen aria-hidden="true" className="size-4" /> {steps.length} {steps.length === 1 ? 'article' : 'articles'}
              </li>
            </ul>
          </div>

          <ol className="space-y-4">
            {steps.map(({ post: p, reason }, i) => (
              <li key={p.id} className="card flex gap-4 p-5">
                <span
                  aria-hidden="true"
                  className="flex size-9 shrink-0 items-center justify-center rounded-full bg-zinc-900 text-sm font-bold text-white dark:bg-white dark:text-zinc-900"
                >
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
                  <p className="text-sm italic text-zinc-700 dark:text-zinc-300">
                    <span className="sr-only">Why this step: </span>
                    {reason}
                  </p>
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
