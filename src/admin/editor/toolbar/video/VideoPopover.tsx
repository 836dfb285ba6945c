import type { Editor } from '@tiptap/core';
import { Video } from 'lucide-react';
import { useId, useState } from 'react';
import { INVALID_VIDEO_URL, videoEmbedUrl } from '../../content/video-url';
import { Popover, popoverButton, popoverInput } from '../Popover';

interface Props {
  editor: Editor;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/** Embeds a YouTube or Vimeo video from its page, share or embed link. */
export function VideoPopover({ editor, open, onOpenChange }: Props) {
  const id = useId();
  const [url, setUrl] = useState('');
  const [error, setError] = useState('');

  const embed = () => {
    if (!url.trim()) return onOpenChange(false);
    const src = videoEmbedUrl(url);
    if (!src) {
      setError(INVALID_VIDEO_URL);
      window.alert(INVALID_VIDEO_URL);
      return;
    }
    editor.chain().focus().setVideoEmbed(src).run();
    setUrl('');
    setError('');
    onOpenChange(false);
  };

  return (
    <Popover label="Video" Icon={Video} open={open} onOpenChange={onOpenChange}>
      <label htmlFor={id} className="mb-1 block text-xs font-medium text-gray-600 dark:text-gray-300">
        Video URL
      </label>
      <input
        id={id}
        type="url"
        inputMode="url"
        className={popoverInput}
        value={url}
        placeholder="https://www.youtube.com/watch?v=…"
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        onChange={(e) => {
          setUrl(e.target.value);
          setError('');
        }}
        onKeyDown={(e) => {
          if (e.key === 'Enter') {
            e.preventDefault();
            embed();
          }
        }}
      />
      {error && (
        <p id={`${id}-error`} role="alert" className="mt-2 text-xs text-red-600 dark:text-red-400">
          {error}
        </p>
      )}
      <div className="mt-3 flex justify-end">
        <button type="button" className={`${popoverButton} bg-indigo-600 text-white hover:bg-indigo-700`} onClick={embed}>
          Embed video
        </button>
      </div>
    </Popover>
  );
}
