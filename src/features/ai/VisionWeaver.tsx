import { useCallback, useRef, useState, type SubmitEvent } from 'react';
import { RotateCcw, WandSparkles } from 'lucide-react';
import type { StoryboardItem, StoryboardScenes } from '@/shared/types';
import { aiErrorMessage, aiPost } from './api';
import Lightbox from './Lightbox';
import { ErrorText, Working, fieldClass, useHydrated, useRotatingMessage } from './ui';
import { MESSAGES } from '@/shared/messages';

const FAILED = MESSAGES.visionFailed;
const LOADING = [
  'Reading your story...',
  'Finding the key moments...',
  'Sketching the scenes...',
  'Painting in cinematic color...',
  'Adding the final details...',
] as const;

export default function VisionWeaver() {
  const [story, setStory] = useState('');
  const [loading, setLoading] = useState(false);
  const [items, setItems] = useState<StoryboardItem[]>([]);
  const [error, setError] = useState('');
  const [open, setOpen] = useState<number | null>(null);
  const textareaRef = useRef<HTMLTextAreaElement>(null);
  const message = useRotatingMessage(LOADING, 2500, loading);
  const close = useCallback(() => setOpen(null), []);
  const hydrated = useHydrated();

  const weave = async (e: SubmitEvent) => {
    e.preventDefault();
    const text = story.trim();
    if (!text || loading) {
      textareaRef.current?.focus();
      return;
    }
    setLoading(true);
    setError('');
    setItems([]);
    try {
      const { scenes, signatures } = await aiPost<StoryboardScenes>('storyboard', { story: text });
      setItems(
        await Promise.all(
          scenes.map((scene, i) => aiPost<StoryboardItem>('storyboard/scene', { scene, signature: signatures[i] })),
        ),
      );
    } catch (err) {
      setError(aiErrorMessage(err, FAILED));
    } finally {
      setLoading(false);
    }
  };

  const startOver = () => {
    setStory('');
    setItems([]);
    setError('');
    setOpen(null);
  };

  return (
    <div className="space-y-8">
      <form onSubmit={weave} className="card space-y-4 p-6">
        <label htmlFor="vision-story" className="block font-semibold text-zinc-900 dark:text-white">
          Your story
        </label>
        <textarea
          ref={textareaRef}
          id="vision-story"
          rows={6}
          value={story}
          onChange={(e) => setStory(e.target.value)}
          placeholder="A young inventor builds a clockwork bird that carries messages across a city of floating islands..."
          maxLength={5000}
          disabled={!hydrated}
          aria-describedby={error ? 'vision-error' : undefined}
          className={fieldClass}
        />
        <ErrorText id="vision-error">{error}</ErrorText>
        <div className="flex flex-wrap gap-3">
          <button
            type="submit"
            className="btn btn-primary disabled:cursor-not-allowed disabled:opacity-60"
            disabled={loading || !hydrated}
          >
            <WandSparkles aria-hidden="true" className="size-4" /> Weave Vision
          </button>
          {(items.length > 0 || error || story) && !loading && (
            <button type="button" className="btn btn-outline" onClick={startOver}>
              <RotateCcw aria-hidden="true" className="size-4" /> Start Over
            </button>
          )}
        </div>
      </form>

      {loading && (
        <div className="card flex min-h-40 items-center justify-center p-6">
          <Working>{message}</Working>
        </div>
      )}

      {items.length > 0 && (
        <section aria-labelledby="storyboard-title" className="space-y-4">
          <h2 id="storyboard-title" className="section-title">
            Your Storyboard
          </h2>
          <ol className="grid grid-cols-1 gap-6 sm:grid-cols-2">
            {items.map((item, i) => (
              <li key={i} className="card overflow-hidden">
                <button type="button" onClick={() => setOpen(i)} className="block w-full" aria-label={`Enlarge scene ${i + 1}`}>
                  <img src={item.imageUrl} alt={item.prompt} className="aspect-video w-full object-cover" />
                </button>
                <p className="p-4 text-sm text-zinc-700 dark:text-zinc-300">
                  <span className="font-semibold text-zinc-900 dark:text-white">Scene {i + 1}: </span>
                  {item.prompt}
                </p>
              </li>
            ))}
          </ol>
        </section>
      )}

      {open !== null && items[open] && <Lightbox item={items[open]} label={`Scene ${open + 1}`} onClose={close} />}
    </div>
  );
}
