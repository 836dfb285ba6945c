import { useRef, useState, type SubmitEvent } from 'react';
import { Feather, RotateCcw } from 'lucide-react';
import { aiErrorMessage, aiStream, isAbort } from './api';
import { ErrorText, Working, fieldClass, useHydrated, useRotatingMessage } from './ui';
import { MESSAGES, VALIDATION } from '@/shared/messages';

const FAILED = MESSAGES.storyFailed;
const LOADING = [
  'Summoning the muse...',
  'Sketching the characters...',
  'Building the world...',
  'Weaving the plot...',
  'Polishing the final lines...',
] as const;

type Phase = 'prompt' | 'generating' | 'result';

export default function StoryWriter() {
  const [prompt, setPrompt] = useState('');
  const [story, setStory] = useState('');
  const [phase, setPhase] = useState<Phase>('prompt');
  const [streaming, setStreaming] = useState(false);
  const [error, setError] = useState('');
  const abort = useRef<AbortController | null>(null);
  const hydrated = useHydrated();
  const loading = useRotatingMessage(LOADING, 3000, phase === 'generating');

  const write = async (e: SubmitEvent) => {
    e.preventDefault();
    const idea = prompt.trim();
    if (!idea) {
      setError(VALIDATION.storyPromptMissing);
      return;
    }
    setError('');
    setStory('');
    setPhase('generating');
    setStreaming(true);
    abort.current = new AbortController();
    try {
      await aiStream(
        'story',
        { prompt: idea },
        (text) => {
          setStory((s) => s + text);
          setPhase('result');
        },
        abort.current.signal,
      );
    } catch (err) {
      if (isAbort(err)) return;
      setError(aiErrorMessage(err, FAILED));
      setPhase((p) => (p === 'result' ? p : 'prompt'));
    } finally {
      setStreaming(false);
    }
  };

  const startOver = () => {
    abort.current?.abort();
    setPrompt('');
    setStory('');
    setError('');
    setPhase('prompt');
  };

  if (phase === 'prompt') {
    return (
      <form onSubmit={write} noValidate className="card space-y-4 p-6">
        <label htmlFor="story-prompt" className="block font-semibold text-zinc-900 dark:text-white">
          What should your story be about?
        </label>
        <textarea
          id="story-prompt"
          rows={5}
          value={prompt}
          onChange={(e) => setPrompt(e.target.value)}
          placeholder="A lighthouse keeper discovers a map that only glows during storms..."
          maxLength={2000}
          disabled={!hydrated}
          aria-describedby={error ? 'story-error' : undefined}
          aria-invalid={error ? true : undefined}
          className={fieldClass}
        />
        <ErrorText id="story-error">{error}</ErrorText>
        <button type="submit" className="btn btn-primary" disabled={!hydrated}>
          <Feather aria-hidden="true" className="size-4" /> Write My Story
        </button>
      </form>
    );
  }

  if (phase === 'generating') {
    return (
      <div className="card flex min-h-48 items-center justify-center p-6">
        <Working>{loading}</Working>
      </div>
    );
  }

  return (
    <article className="card space-y-5 p-6" aria-busy={streaming}>
      <h2 className="section-title">Your Story</h2>
      <div className="whitespace-pre-line font-serif text-lg leading-8 text-zinc-800 dark:text-zinc-200">{story}</div>
      {streaming && <Working>Writing...</Working>}
      <ErrorText>{error}</ErrorText>
      <button type="button" className="btn btn-outline" onClick={startOver}>
        <RotateCcw aria-hidden="true" className="size-4" /> Start Over
      </button>
    </article>
  );
}
