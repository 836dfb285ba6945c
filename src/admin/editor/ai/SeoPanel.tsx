import { Loader2, Search } from 'lucide-react';
import { useState } from 'react';
import { AI_LIMITS } from '@/shared/limits';
import type { SeoAnalysis } from '@/shared/types';
import { secondaryButton } from '../../components/ui';
import { AI_TOOL_ERRORS, analyzeSeo } from './client';
import { Notice, useAiTask } from './notice';
import { MESSAGES } from '@/shared/messages';

const SCORE_STYLE: Record<SeoAnalysis['score'], string> = {
  Good: 'bg-green-100 text-green-800 dark:bg-green-900/40 dark:text-green-300',
  'Needs Improvement': 'bg-amber-100 text-amber-800 dark:bg-amber-900/40 dark:text-amber-300',
  Poor: 'bg-red-100 text-red-800 dark:bg-red-900/40 dark:text-red-300',
};
const TOO_LITTLE = MESSAGES.seoTooShort;

interface Props {
  title: string;
  /** Characters of text in the post, for enabling the button. */
  textLength: number;
  /** The editor's HTML right now, for the request. */
  currentContent: () => string;
  onApplyTitle: (title: string) => void;
  onApplyDescription: (description: string) => void;
}

function Suggestion({ label, text, onApply }: { label: string; text: string; onApply: () => void }) {
  return (
    <div className="space-y-1">
      <div className="flex items-center justify-between gap-2">
        <h4 className="text-xs font-semibold text-gray-700 dark:text-gray-200">{label}</h4>
        <button
          type="button"
          className="rounded px-2 py-0.5 text-xs font-medium text-indigo-700 hover:bg-indigo-50 focus:outline-none focus-visible:ring-2 focus-visible:ring-indigo-500 dark:text-indigo-300 dark:hover:bg-gray-800"
          onClick={onApply}
        >
          Apply
          {/* Named by its text, not aria-label, so it is no second match for the "Meta title" field's label. */}
          <span className="sr-only"> {label.toLowerCase()}</span>
        </button>
      </div>
      <p className="text-sm text-gray-800 dark:text-gray-100">{text}</p>
    </div>
  );
}

/** Asks the model for a meta title, description, keywords and a score, each suggestion applicable in one click. */
export function SeoPanel({ title, textLength, currentContent, onApplyTitle, onApplyDescription }: Props) {
  const { notice, busy, run } = useAiTask();
  const [result, setResult] = useState<SeoAnalysis | null>(null);
  const ready = title.trim().length > AI_LIMITS.seoTitleMin && textLength > AI_LIMITS.seoTextMin;

  const analyze = () => run(async () => setResult(await analyzeSeo(title, currentContent())), AI_TOOL_ERRORS.seo);

  return (
    <div className="space-y-2">
      <button
        type="button"
        className={`${secondaryButton} w-full`}
        onClick={() => void analyze()}
        disabled={busy || !ready}
        aria-describedby={ready ? undefined : 'ai-seo-hint'}
      >
        {busy ? (
          <Loader2 aria-hidden="true" className="h-4 w-4 animate-spin" />
        ) : (
          <Search aria-hidden="true" className="h-4 w-4" />
        )}
        {busy ? 'Analyzing...' : 'Analyze SEO'}
      </button>
      {!ready && (
        <p id="ai-seo-hint" className="text-xs text-gray-500 dark:text-gray-400">
          {TOO_LITTLE}
        </p>
      )}
      <Notice id="ai-seo-notice" text={notice} />
      {result && (
        <section aria-label="SEO analysis" className="space-y-3 rounded-md border border-gray-200 p-3 dark:border-gray-700">
          <p className="flex items-center gap-2 text-xs font-semibold text-gray-700 dark:text-gray-200">
            Score:
            <span className={`rounded-full px-2 py-0.5 ${SCORE_STYLE[result.score]}`}>{result.score}</span>
          </p>
          <Suggestion label="Suggested meta title" text={result.title} onApply={() => onApplyTitle(result.title)} />
          <Suggestion
            label="Suggested meta description"
            text={result.description}
            onApply={() => onApplyDescription(result.description)}
          />
          <div className="space-y-1">
            <h4 className="text-xs font-semibold text-gray-700 dark:text-gray-200">Keywords</h4>
            <ul className="flex flex-wrap gap-1" aria-label="Keywords">
              {result.keywords.map((k) => (
                <li
                  key={k}
                  className="rounded bg-gray-100 px-1.5 py-0.5 text-xs text-gray-700 dark:bg-gray-800 dark:text-gray-200"
                >
                  {k}
                </li>
              ))}
            </ul>
          </div>
          <div className="space-y-1">
            <h4 className="text-xs font-semibold text-gray-700 dark:text-gray-200">Feedback</h4>
            <p className="text-sm text-gray-700 dark:text-gray-300">{result.feedback}</p>
          </div>
        </section>
      )}
    </div>
  );
}
