import { ImagePlus, Loader2, X } from 'lucide-react';
import { useId, useRef, useState, type DragEvent } from 'react';
import { LIMITS } from '@/shared/limits';
import { uploadImage } from '../../api/site';
import { showToast } from '@/stores/toasts';

const ACCEPTED = ['image/png', 'image/jpeg', 'image/webp', 'image/gif'];

interface Props {
  label: string;
  value: string;
  onChange: (url: string) => void;
  /** Preview backdrop matching where the logo is shown. */
  dark?: boolean;
}

/** Picks or drops one image, uploads it and reports the stored image's URL. */
export function LogoUploader({ label, value, onChange, dark = false }: Props) {
  const inputId = useId();
  const hintId = useId();
  const input = useRef<HTMLInputElement>(null);
  const [dragging, setDragging] = useState(false);
  const [uploading, setUploading] = useState(false);

  async function take(file: File | undefined) {
    if (!file) return;
    if (!file.type.startsWith('image/')) return showToast('Please choose an image file.', 'error');
    if (!ACCEPTED.includes(file.type)) return showToast('Please use a PNG, JPG, WebP or GIF image.', 'error');
    if (file.size > LIMITS.imageBytes) return showToast('The image is larger than 4MB.', 'error');
    setUploading(true);
    try {
      const { url } = await uploadImage(file);
      onChange(url);
    } catch (err) {
      showToast((err as Error).message || 'Upload failed', 'error');
    } finally {
      setUploading(false);
      if (input.current) input.current.value = '';
    }
  }

  function drop(e: DragEvent) {
    e.preventDefault();
    setDragging(false);
    void take(e.dataTransfer.files[0]);
  }

  return (
    <div className="space-y-2">
      <label htmlFor={inputId} className="block text-sm font-medium text-gray-700 dark:text-gray-200">
        {label}
      </label>
      <div
        onDragOver={(e) => {
          e.preventDefault();
          setDragging(true);
        }}
        onDragLeave={() => setDragging(false)}
        onDrop={drop}
        data-dragging={dragging || undefined}
        className={`relative flex min-h-36 flex-col items-center justify-center gap-2 rounded-lg border-2 border-dashed p-4 text-center transition ${dragging ? 'border-indigo-500 bg-indigo-50 dark:bg-indigo-950/40' : 'border-gray-300 dark:border-gray-700'}`}
      >
        {value ? (
          <div className={`flex w-full items-center justify-center rounded-md p-3 ${dark ? 'bg-gray-900' : 'bg-white'}`}>
            <img src={value} alt={`${label} preview`} className="max-h-20 max-w-full object-contain" />
          </div>
        ) : (
          <ImagePlus aria-hidden="true" className="h-8 w-8 text-gray-400" />
        )}
        <p className="text-sm text-gray-600 dark:text-gray-300">
          {uploading ? (
            <span className="inline-flex items-center gap-2">
              <Loader2 aria-hidden="true" className="h-4 w-4 animate-spin" />
              Uploading...
            </span>
          ) : (
            <>
              <button
                type="button"
                onClick={() => input.current?.click()}
                className="font-medium text-indigo-600 hover:underline focus:outline-none focus-visible:ring-2 focus-visible:ring-indigo-500 dark:text-indigo-400"
              >
                {value ? 'Replace image' : 'Choose an image'}
              </button>{' '}
              or drag and drop
            </>
          )}
        </p>
        <p id={hintId} className="text-xs text-gray-500 dark:text-gray-400">
          PNG, JPG, WebP or GIF up to 4MB
        </p>
        <input
          ref={input}
          id={inputId}
          type="file"
          accept={ACCEPTED.join(',')}
          aria-describedby={hintId}
          className="sr-only"
          onChange={(e) => void take(e.target.files?.[0])}
          disabled={uploading}
        />
        {value && !uploading && (
          <button
            type="button"
            onClick={() => onChange('')}
            aria-label={`Remove ${label.toLowerCase()}`}
            className="absolute right-2 top-2 rounded-full bg-white p-1 text-gray-500 shadow hover:text-red-600 focus:outline-none focus-visible:ring-2 focus-visible:ring-indigo-500 dark:bg-gray-800"
          >
            <X aria-hidden="true" className="h-4 w-4" />
          </button>
        )}
      </div>
    </div>
  );
}
