import { Loader2, Sparkles } from 'lucide-react';
import { showToast } from '@/stores/toasts';
import { secondaryButton } from '../../components/ui';
import { AI_TOOL_ERRORS, generateExcerpt } from './client';
import { Notice, useAiTask } from './notice';

/** Writes the excerpt (about 155 characters of plain text) from the post's text. */
export function ExcerptButton({ content, onExcerpt }: { content: () => string; onExcerpt: (excerpt: string) => void }) {
  const { notice, busy, run } = useAiTask();
  const generate = () =>
    run(async () => {
      onExcerpt(await generateExcerpt(content()));
      showToast('AI-powered excerpt generated!', 'success');
    }, AI_TOOL_ERRORS.excerpt);

  return (
    <div className="space-y-1">
      <button
        type="button"
        className={`${secondaryButton} w-full`}
        onClick={() => void generate()}
        disabled={busy}
        aria-describedby={notice ? 'ai-excerpt-notice' : undefined}
      >
        {busy ? (
          <Loader2 aria-hidden="true" className="h-4 w-4 animate-spin" />
        ) : (
          <Sparkles aria-hidden="true" className="h-4 w-4" />
        )}
        {busy ? 'Generating...' : 'Generate excerpt'}
      </button>
      <Notice id="ai-excerpt-notice" text={notice} />
    </div>
  );
}
