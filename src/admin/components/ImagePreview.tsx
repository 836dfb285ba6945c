import { useState } from 'react';
import { ImageOff } from 'lucide-react';

/** Live preview of an image URL typed into a form; says so when it cannot be shown. */
export function ImagePreview({ url, alt, className = 'h-32 w-full' }: { url: string; alt: string; className?: string }) {
  // The URL that failed to load: typing another one shows it afresh.
  const [brokenUrl, setBrokenUrl] = useState<string | null>(null);
  const broken = brokenUrl === url;
  if (!url.trim()) return null;
  return broken ? (
    <div
      className={`${className} flex items-center justify-center gap-2 rounded-lg border border-dashed border-gray-300 text-xs text-gray-500 dark:border-gray-700`}
    >
      <ImageOff aria-hidden="true" className="h-4 w-4" />
      Image could not be loaded
    </div>
  ) : (
    <img
      src={url}
      alt={alt}
      onError={() => setBrokenUrl(url)}
      className={`${className} rounded-lg border border-gray-200 object-cover dark:border-gray-700`}
    />
  );
}
