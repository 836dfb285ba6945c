import { useState } from 'react';
import { Brain, CircleCheck, CircleX } from 'lucide-react';
import type { QuizItem } from '@/shared/types';
import { AI_LIMITS } from '@/shared/limits';
import { aiErrorMessage, aiPost, isTooShort } from './api';
import { ErrorText, Working, useHydrated } from './ui';
import { MESSAGES } from '@/shared/messages';

const FAILED = MESSAGES.quizFailed;

export default function QuizPanel({ postId }: { postId: string }) {
  const [quiz, setQuiz] = useState<QuizItem[] | null>(null);
  const [answers, setAnswers] = useState<(string | null)[]>([]);
  const [loading, setLoading] = useState(false);
  const [error, setError] = useState('');
  const hydrated = useHydrated();

  const generate = async () => {
    if (isTooShort(AI_LIMITS.quizMin)) return setError(MESSAGES.quizTooShort);
    setLoading(true);
    setError('');
    setQuiz(null);
    try {
      const items = await aiPost<QuizItem[]>('quiz', { postId });
      setQuiz(items);
      setAnswers(items.map(() => null));
    } catch (err) {
      setError(aiErrorMessage(err, FAILED));
    } finally {
      setLoading(false);
    }
  };

  const answer = (q: number, option: string) => setAnswers((all) => all.map((a, i) => (i === q && a === null ? option : a)));
  const complete = quiz !== null && answers.every((a) => a !== null);
  const score = quiz ? quiz.filter((q, i) => answers[i] === q.correctAnswer).length : 0;

  return (
    <section className="card px-5 py-5" aria-labelledby={`quiz-title-${postId}`}>
      <div className="flex items-center gap-3">
        <span
          aria-hidden="true"
          className="flex size-10 shrink-0 items-center justify-center rounded-full bg-accent-100 text-accent-700 dark:bg-accent-800/40 dark:text-accent-200"
        >
          <Brain className="size-5" />
        </span>
        <div>
          <h3 id={`quiz-title-${postId}`} className="text-base font-semibold text-zinc-900 dark:text-white">
            Test Your Knowledge
          </h3>
          <p className="text-sm text-zinc-600 dark:text-zinc-400">A quick 3-question quiz on this article</p>
        </div>
      </div>

      <div className="mt-4 space-y-4">
        {!quiz && !loading && (
          <div className="space-y-3">
            <p className="text-sm text-zinc-700 dark:text-zinc-300">Finished reading? See how much you remember.</p>
            <button type="button" className="btn btn-primary" disabled={!hydrated} onClick={() => void generate()}>
              Start Quiz
            </button>
          </div>
        )}
        {loading && <Working>Generating your quiz...</Working>}
        <ErrorText>{error}</ErrorText>

        {quiz && (
          <ol className="space-y-5">
            {quiz.map((q, qi) => {
              const chosen = answers[qi];
              return (
                <li key={qi}>
                  <fieldset>
                    <legend className="font-medium text-zinc-900 dark:text-white">
                      {qi + 1}. {q.question}
                    </legend>
                    <div className="mt-2 grid gap-2">
                      {q.options.map((o) => {
                        const isCorrect = o === q.correctAnswer;
                        const tone =
                          chosen === null
                            ? 'border-zinc-300 hover:border-accent-500 hover:bg-accent-50 dark:border-zinc-700 dark:hover:bg-zinc-800'
                            : isCorrect
                              ? 'border-green-600 bg-green-50 text-green-900 dark:bg-green-900/30 dark:text-green-100'
                              : o === chosen
                                ? 'border-red-600 bg-red-50 text-red-900 dark:bg-red-900/30 dark:text-red-100'
                                : 'border-zinc-200 opacity-70 dark:border-zinc-800';
                        return (
                          <button
                            key={o}
                            type="button"
                            disabled={chosen !== null}
                            aria-pressed={chosen === o}
                            onClick={() => answer(qi, o)}
                            className={`flex items-center justify-between gap-3 rounded-xl border px-4 py-2.5 text-left text-sm transition-colors ${tone}`}
                          >
                            <span>{o}</span>
                            {chosen !== null && isCorrect && (
                              <CircleCheck aria-hidden="true" className="size-4 shrink-0 text-green-700 dark:text-green-300" />
                            )}
                            {chosen === o && !isCorrect && (
                              <CircleX aria-hidden="true" className="size-4 shrink-0 text-red-700 dark:text-red-300" />
                            )}
                          </button>
                        );
                      })}
                    </div>
                    {chosen !== null && (
                      <p
                        className={`mt-2 text-sm font-medium ${chosen === q.correctAnswer ? 'text-green-700 dark:text-green-300' : 'text-red-600 dark:text-red-400'}`}
                      >
                        {chosen === q.correctAnswer ? 'Correct!' : `Incorrect. The correct answer is: ${q.correctAnswer}`}
                      </p>
                    )}
                  </fieldset>
                </li>
              );
            })}
          </ol>
        )}

        {complete && (
          <div role="status" className="space-y-3 rounded-xl bg-accent-50 p-4 dark:bg-zinc-800">
            <p className="font-semibold text-zinc-900 dark:text-white">
              Quiz complete! You scored {score} out of {quiz.length}.
            </p>
            <button type="button" className="btn btn-primary" onClick={() => void generate()}>
              Try a New Quiz
            </button>
          </div>
        )}
      </div>
    </section>
  );
}
