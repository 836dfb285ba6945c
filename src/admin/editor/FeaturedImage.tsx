import { Loader2, Upload } from 'lucide-react';
import { useRef, useState } from 'react';
import { IMAGE_TYPES, uploadEditorImage } from './content/upload';
import { ImagePreview } from '../components/ImagePreview';
import { inputClass, secondaryButton } from '../components/ui';
import { showToast } from '@/stores/toasts';

/** The post's cover image: a URL or site path typed in, or an uploaded file's URL. */
export function FeaturedImage({ id, value, onChange }: { id: string; value: string; onChange: (url: string) => void }) {
  const file = useRef<HTMLInputElement>(null);
  const [uploading, setUploading] = useState(false);

  async function upload(f: File | undefined) {
    if (!f) return;
    setUploading(true);
    try {
      onChange(await uploadEditorImage(f));
    } catch (err) {
      showToast((err as Error).message, 'error');
    } finally {
      setUploading(false);
      if (file.current) file.current.value = '';
    }
  }

  return (
    <div className="space-y-2">
      <input
        id={id}
        type="text"
        inputMode="url"
        className={inputClass}
        value={value}
        onChange={(e) => onChange(e.target.value)}
        placeholder="https://… or /images/…"
        aria-describedby={`${id}-hint`}
      />
      <ImagePreview url={value} alt="Featured image preview" className="aspect-video w-full" />
      <input
        ref={file}
        type="file"
        accept={IMAGE_TYPES}
        className="sr-only"
        tabIndex={-1}
        aria-hidden="true"
        onChange={(e) => void upload(e.target.files?.[0])}
      />
      <button type="button" className={`${secondaryButton} w-full`} onClick={() => file.current?.click()} disabled={uploading}>
        {uploading ? (
          <Loader2 aria-hidden="true" className="h-4 w-4 animate-spin" />
        ) : (
          <Upload aria-hidden="true" className="h-4 w-4" />
        )}
        {uploading ? 'Uploading...' : 'Upload featured image'}
      </button>
    </div>
  );
}
