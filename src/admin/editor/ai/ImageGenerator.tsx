import { ImagePlus, Loader2, Wand2 } from 'lucide-react';
import { useEffect, useState } from 'react';
import { inputClass, secondaryButton } from '../../components/ui';
import { AI_TOOL_ERRORS, generateImage } from './client';
import { Notice, useAiTask } from './notice';
import { storeGeneratedImage } from './stored-image';
import { VALIDATION } from '@/shared/messages';

export const LOADING_MESSAGES = [
  'Warming up the canvas...',
  'Sketching the composition...',
  'Mixing the colours...',
  'Adding the fine details...',
  'Almost there...',
];
/** The spec rotates the loading messages this often. */
export const LOADING_ROTATE_MS = 2500;

interface Props {
  onInsert: (src: string, alt: string) => void;
  onFeature: (src: string) => void;
}

/** Generates a 16:9 image from a prompt, stores it as an upload, then puts it in the body or on the cover. */
export function ImageGenerator({ onInsert, onFeature }: Props) {
  const { notice, clear, hint, busy, run } = useAiTask();
  const [prompt, setPrompt] = useState('');
  const [tick, setTick] = useState(0);
  const [image, setImage] = useState<{ src: string; alt: string } | null>(null);

  useEffect(() => {
    if (!busy) return;
    const t = setInterval(() => setTick((n) => n + 1), LOADING_ROTATE_MS);
    return () => clearInterval(t);
  }, [busy]);

  async function generate() {
    clear();
    if (!prompt.trim()) return hint(VALIDATION.imagePromptMissing);
    setTick(0);
    setImage(null);
    await run(
      async () => {
        const dataUrl = await generateImage(prompt);
        setImage({ src: await storeGeneratedImage(dataUrl), alt: prompt.trim() });
      },
      // A failed upload throws a plain Error whose message is meant for the author.
      (err) => (err instanceof Error && !('status' in err) ? err.message : AI_TOOL_ERRORS.image),
    );
  }

  return (
    <div className="space-y-2">
      <label htmlFor="ai-image-prompt" className="block text-sm font-medium text-gray-700 dark:text-gray-200">
        Image prompt
      </label>
      <textarea
        id="ai-image-prompt"
        className={`${inputClass} min-h-16`}
        value={prompt}
        onChange={(e) => setPrompt(e.target.value)}
        placeholder="A lighthouse at dawn, watercolour"
        maxLength={1000}
      />
      <button type="button" className={`${secondaryButton} w-full`} onClick={() => void generate()} disabled={busy}>
        {busy ? (
          <Loader2 aria-hidden="true" className="h-4 w-4 animate-spin" />
        ) : (
          <Wand2 aria-hidden="true" className="h-4 w-4" />
        )}
        {busy ? 'Generating...' : 'Generate image'}
      </button>
      {busy && (
        <p role="status" className="text-xs text-gray-600 dark:text-gray-300">
          {LOADING_MESSAGES[tick % LOADING_MESSAGES.length]}
        </p>
      )}
      <Notice id="ai-image-notice" text={notice} />
      {image && (
        <figure className="space-y-2">
          <img src={image.src} alt={`Generated: ${image.alt}`} className="aspect-video w-full rounded-md object-cover" />
          <div className="flex gap-2">
            <button type="button" className={`${secondaryButton} flex-1`} onClick={() => onInsert(image.src, image.alt)}>
              <ImagePlus aria-hidden="true" className="h-4 w-4" />
              Insert into post
            </button>
            <button type="button" className={`${secondaryButton} flex-1`} onClick={() => onFeature(image.src)}>
              Set as featured image
            </button>
          </div>
        </figure>
      )}
    </div>
  );
}
