import { useCurrentEditor } from '@tiptap/react';
import { useEffect, useState } from 'react';
import { htmlToText, readingTime } from '@/lib/text';

/** How long typing pauses before the figures are read again: serialising a long post on every key would lag. */
const IDLE_MS = 300;

export interface DocumentFigures {
  /** Minutes, as the post's reading time is saved. */
  readingTime: number;
  /** Characters of text, for the tools that need enough of it. */
  textLength: number;
}

const figuresOf = (html: string): DocumentFigures => ({ readingTime: readingTime(html), textLength: htmlToText(html).length });

/**
 * Figures about the document in the editor shared through TipTap's context, read from the editor
 * when typing pauses. Only the figures are kept: the document itself stays in the editor.
 */
export function useDocumentFigures(): DocumentFigures {
  const { editor } = useCurrentEditor();
  const [figures, setFigures] = useState<DocumentFigures>({ readingTime: 0, textLength: 0 });
  useEffect(() => {
    if (!editor) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const read = () => {
      const next = figuresOf(editor.getHTML());
      setFigures((now) => (now.readingTime === next.readingTime && now.textLength === next.textLength ? now : next));
    };
    const later = () => {
      clearTimeout(timer);
      timer = setTimeout(read, IDLE_MS);
    };
    read();
    editor.on('update', later);
    return () => {
      clearTimeout(timer);
      editor.off('update', later);
    };
  }, [editor]);
  return figures;
}
