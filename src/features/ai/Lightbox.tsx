import { useEffect, useRef } from 'react';
import { X } from 'lucide-react';
import type { StoryboardItem } from '@/shared/types';

/** Full-screen view of one scene; closes on the backdrop, the close button or Escape. */
export default function Lightbox({ item, label, onClose }: { item: StoryboardItem; label: string; onClose: () => void }) {
  const closeRef = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    const opener = document.activeElement as HTMLElement | null;
    closeRef.current?.focus();
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Escape') onClose();
    };
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('keydown', onKey);
      opener?.focus();
    };
  }, [onClose]);

  return (
    // eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-noninteractive-element-interactions -- a click on the backdrop is the pointer's way to close; Escape is the keyboard's
    <div
      role="dialog"
      aria-modal="true"
      aria-label={label}
      className="fixed inset-0 z-50 flex items-center justify-center bg-black/85 p-4"
      onClick={(e) => {
        if (e.target === e.currentTarget) onClose();
      }}
    >
      <button
        ref={closeRef}
        type="button"
        onClick={onClose}
        aria-label="Close"
        className="absolute top-4 right-4 inline-flex size-11 items-center justify-center rounded-full bg-white/10 text-white transition-colors hover:bg-white/25"
      >
        <X aria-hidden="true" className="size-6" />
      </button>
      <figure className="w-full max-w-5xl">
        <img src={item.imageUrl} alt={item.prompt} className="max-h-[80vh] w-full rounded-xl object-contain" />
        <figcaption className="mt-3 text-center text-sm text-zinc-200">{item.prompt}</figcaption>
      </figure>
    </div>
  );
}
