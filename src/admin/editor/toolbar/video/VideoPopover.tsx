import type { Editor } from '@tiptap/core';
import { Video } from 'lucide-react';
import { useId, useState } from 'react';
import { INVALID_VIDEO_URL, videoEmbedUrl } from '@/shared/video-url';
import { Popover, popoverButton, PopoverField } from '../Popover';
import { returnFocus } from '../return-focus';

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
    editor.chain().setVideoEmbed(src).run();
    returnFocus(editor);
    setUrl('');
    setError('');
    onOpenChange(false);
  };

  return (
    <Popover label="Video" Icon={Video} open={open} onOpenChange={onOpenChange}>
      <PopoverField
        id={id}
        label="Video URL"
        type="url"
        inputMode="url"
        value={url}
        placeholder="https://www.youtube.com/watch?v=…"
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        onValue={(value) => {
          setUrl(value);
          setError('');
        }}
        onEnter={embed}
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
