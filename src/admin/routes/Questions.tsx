import { useStore } from '@nanostores/react';
import { FilePlus2 } from 'lucide-react';
import { useCallback, useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { errorMessage } from '@/browser/api';
import type { ReaderQuestionGroup } from '@/shared/types';
import { $auth } from '@/stores/auth';
import { showToast } from '@/stores/toasts';
import { postsApi } from '../api/posts';
import { questionsApi } from '../api/questions';
import { authorsApi, categoriesApi } from '../api/taxonomy';
import { PageHeader } from '../components/PageHeader';
import { EmptyState, ErrorState, LoadingState } from '../components/States';
import { cardClass, primaryButton } from '../components/ui';
import { draftOf } from '../lib/question-draft';

const times = (n: number) => (n === 1 ? 'Asked once' : `Asked ${n} times`);

/**
 * Reader questions: what Ask the archive and Ask the Article could not answer in the last 90 days,
 * grouped by meaning, the most asked first. Start a draft creates a draft from a group and opens it.
 */
export function Questions() {
  const user = useStore($auth).user;
  const navigate = useNavigate();
  const [groups, setGroups] = useState<ReaderQuestionGroup[] | null>(null);
  const [error, setError] = useState('');
  const [starting, setStarting] = useState<string | null>(null);

  const load = useCallback(() => {
    questionsApi
      .groups()
      .then((g) => {
        setError('');
        setGroups(g);
      })
      .catch((err) => setError(errorMessage(err, 'Failed to load reader questions.')));
  }, []);

  useEffect(load, [load]);

  const startDraft = async (group: ReaderQuestionGroup) => {
    setStarting(group.label);
    try {
      // Editors and administrators may byline anyone: their own profile, else the first one.
      const [[category], authors] = await Promise.all([categoriesApi.all(), user?.authorId ? [] : authorsApi.all()]);
      const authorId = user?.authorId ?? authors[0]?.id;
      if (!category || !authorId) throw new Error('Create a category and an author first: every post needs both.');
      const post = await postsApi.create({ ...draftOf(group), authorId, categoryId: category.id, status: 'draft' });
      showToast('Draft created from reader questions.', 'success');
      navigate(`/admin/posts/edit/${encodeURIComponent(post.id)}`);
    } catch (err) {
      showToast(errorMessage(err, 'Failed to create the draft.'), 'error');
      setStarting(null);
    }
  };

  return (
    <>
      <PageHeader
        title="Reader questions"
        description="What readers asked that the archive or an article could not answer, grouped by meaning (last 90 days)."
      />
      {error ? (
        <div className={cardClass}>
          <ErrorState message={error} onRetry={load} />
        </div>
      ) : groups === null ? (
        <div className={cardClass}>
          <LoadingState label="Loading reader questions..." />
        </div>
      ) : groups.length === 0 ? (
        <div className={cardClass}>
          <EmptyState message="No unanswered questions yet" onRefresh={load} />
        </div>
      ) : (
        <ul className="space-y-4" aria-label="Question groups">
          {groups.map((g) => (
            <li key={`${g.label}-${g.lastAskedAt}`} className={`${cardClass} p-5`}>
              <article aria-label={g.label}>
                <div className="flex flex-wrap items-start justify-between gap-3">
                  <div className="min-w-0">
                    <h2 className="text-base font-semibold text-gray-900 dark:text-white">{g.label}</h2>
                    <p className="mt-1 text-sm text-gray-600 dark:text-gray-400">{times(g.count)}</p>
                  </div>
                  <button type="button" className={primaryButton} disabled={starting !== null} onClick={() => void startDraft(g)}>
                    <FilePlus2 aria-hidden="true" className="h-4 w-4" />
                    Start a draft
                  </button>
                </div>
                <h3 className="mt-4 text-xs font-semibold tracking-wide text-gray-500 uppercase dark:text-gray-400">Examples</h3>
                <ul className="mt-1 list-disc space-y-1 pl-5 text-sm text-gray-800 dark:text-gray-200">
                  {g.examples.map((q) => (
                    <li key={q}>{q}</li>
                  ))}
                </ul>
                <p className="mt-4 text-sm text-gray-600 dark:text-gray-400">
                  Nearest post:{' '}
                  {g.nearest ? (
                    <a href={g.nearest.url} className="font-medium text-indigo-600 hover:underline dark:text-indigo-400">
                      {g.nearest.title}
                    </a>
                  ) : (
                    'none yet'
                  )}
                </p>
              </article>
            </li>
          ))}
        </ul>
      )}
    </>
  );
}
