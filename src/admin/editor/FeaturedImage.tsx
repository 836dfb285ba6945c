import { Loader2, Upload } from 'lucide-react';
import { useRef, useState } from 'react';
import { LIMITS } from '@/shared/schemas';
import { uploadImage } from '../api/site';
import { ImagePreview } from '../components/ImagePreview';
import { inputClass, secondaryButton } from '../components/ui';
import { showToast } from '../stores/toasts';

/** The post's cover image: a URL typed in, or an uploaded file's URL. */
export function FeaturedImage({ id, value, onChange }: { id: string; value: string; onChange: (url: string) => void }) {
  const file = useRef<HTMLInputElement>(null);
  const [uploading, setUploading] = useState(false);

  async function upload(f: File | undefined) {
    if (!f) return;
    if (!f.type.startsWith('image/')) return showToast('Please choose an image file.', 'error');
    if (f.size > LIMITS.imageBytes) return showToast('The image is larger than 4MB.', 'error');
    setUploading(true);
    try {
      onChange((await uploadImage(f)).url);
    } catch (err) {
      showToast((err as Error).message || 'Upload failed', 'error');
    } finally {
      setUploading(false);
      if (file.current) file.current.value = '';
    }
  }

  return (
    <div className="space-y-2">
      <input id={id} type="url" className={inputClass} value={value} onChange={(e) => onChange(e.target.value)} placeholder="https://..." />
      <ImagePreview url={value} alt="Featured image preview" className="aspect-video w-full" />
      <input
        ref={file}
        type="file"
        accept="image/png,image/jpeg,image/webp,image/gif"
        className="sr-only"
        tabIndex={-1}
        aria-hidden="true"
        onChange={(e) => void upload(e.target.files?.[0])}
      />
      <button type="button" className={`${secondaryButton} w-full`} onClick={() => file.current?.click()} disabled={uploading}>
        {uploading ? <Loader2 aria-hidden="true" className="h-4 w-4 animate-spin" /> : <Upload aria-hidden="true" className="h-4 w-4" />}
        {uploading ? 'Uploading...' : 'Upload image'}
      </button>
    </div>
  );
}
