import { useState } from 'react';
import { Sparkles } from 'lucide-react';
import type { AiSummary } from '@/shared/types';
import { AI_LIMITS } from '@/shared/limits';
import { aiErrorMessage, aiPost, isTooShort } from './api';
import Collapsible from './Collapsible';
import { ErrorText, Working } from './ui';
import { MESSAGES } from '@/shared/messages';

const FAILED = MESSAGES.summaryFailed;

export default function SummaryPanel({ postId }: { postId: string }) {
  const [open, setOpen] = useState(false);
  const [loading, setLoading] = useState(false);
  const [points, setPoints] = useState<string[] | null>(null);
  const [error, setError] = useState('');

  const generate = async () => {
    if (isTooShort(AI_LIMITS.summaryMin)) return setError(MESSAGES.summaryTooShort);
    setLoading(true);
    setError('');
    try {
      setPoints((await aiPost<AiSummary>('summary', { postId })).points);
    } catch (err) {
      setError(aiErrorMessage(err, FAILED));
    } finally {
      setLoading(false);
    }
  };

  const toggle = () => {
    const next = !open;
    setOpen(next);
    if (next && !points && !error && !loading) void generate();
  };

  return (
    <Collapsible
      title="AI Summary"
      subtitle="The key points of this article"
      icon={<Sparkles className="size-5" />}
      open={open}
      onToggle={toggle}
    >
      {loading && <Working>Generating summary...</Working>}
      {points && (
        <ul className="list-disc space-y-2 pl-5 text-zinc-800 marker:text-accent-600 dark:text-zinc-200">
          {points.map((p, i) => (
            <li key={i}>{p}</li>
          ))}
        </ul>
      )}
      {error && (
        <div className="space-y-3">
          <ErrorText>{error}</ErrorText>
          <button type="button" className="btn btn-outline" onClick={() => void generate()}>
            Try again
          </button>
        </div>
      )}
    </Collapsible>
  );
}
