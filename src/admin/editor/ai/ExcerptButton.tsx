import { Loader2, Sparkles } from 'lucide-react';
import { useState } from 'react';
import { showToast } from '@/stores/toasts';
import { secondaryButton } from '../../components/ui';
import { AI_TOOL_ERRORS, generateExcerpt } from './client';
import { Notice, useNotice } from './notice';

/** Writes the excerpt (about 155 characters of plain text) from the post's text. */
export function ExcerptButton({ content, onExcerpt }: { content: () => string; onExcerpt: (excerpt: string) => void }) {
  const { notice, clear, fail } = useNotice();
  const [busy, setBusy] = useState(false);

  async function generate() {
    clear();
    setBusy(true);
    try {
      onExcerpt(await generateExcerpt(content()));
      showToast('AI-powered excerpt generated!', 'success');
    } catch (err) {
      fail(err, AI_TOOL_ERRORS.excerpt);
    } finally {
      setBusy(false);
    }
  }

  return (
    <div className="space-y-1">
      <button type="button" className={`${secondaryButton} w-full`} onClick={() => void generate()} disabled={busy} aria-describedby={notice ? 'ai-excerpt-notice' : undefined}>
        {busy ? <Loader2 aria-hidden="true" className="h-4 w-4 animate-spin" /> : <Sparkles aria-hidden="true" className="h-4 w-4" />}
        {busy ? 'Generating...' : 'Generate excerpt'}
      </button>
      <Notice id="ai-excerpt-notice" text={notice} />
    </div>
  );
}
