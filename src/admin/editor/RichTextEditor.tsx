import type { Editor } from '@tiptap/core';
import { isChangeOrigin } from '@tiptap/extension-collaboration';
import { EditorContent, EditorContext, useEditor } from '@tiptap/react';
import { lazy, Suspense, useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { readDomSelection } from './content/dom-selection';
import type { SharedEditing } from './collab/extensions';
import { editorExtensions } from './content/extensions';
import { cleanPastedHtml, plainTextToHtml } from './content/paste';
import { imageFiles } from './content/upload';
import { Toolbar, type ToolbarPanel } from './toolbar/Toolbar';

interface Props {
  /** Accessible name of the editing area. */
  label: string;
  initialContent: string;
  /** Called on every edit (cheap: for the "unsaved" state). The document stays in the editor: the screen reads it when it saves. */
  onEdit?: () => void;
  /** Hands the editor to the screen, which shares it with its panels and reads the document from it. */
  onReady?: (editor: Editor) => void;
  /** Shown in an empty editor; never saved as content. */
  placeholder?: string;
  /** Edit the post's shared document with others; the body then comes from it, not `initialContent`. */
  shared?: SharedEditing;
}

// The AI writing tools are their own chunk, fetched the first time there is text to work on.
const AiToolbar = lazy(() => import('./ai/selection/AiToolbar'));

/** The rich-text editor shared by posts and pages: toolbar, paste cleaning and image upload by paste or drop. */
export function RichTextEditor({ label, initialContent, onEdit, onReady, placeholder = '', shared: sharedEditing }: Props) {
  const [panel, setPanel] = useState<ToolbarPanel>(null);
  const [uploads, setUploads] = useState(0);
  const [aiWanted, setAiWanted] = useState(false);
  const [aiFocus, setAiFocus] = useState(0);
  const callbacks = useRef({ onEdit });
  useLayoutEffect(() => {
    callbacks.current = { onEdit };
  });
  // The editor's own handlers are created once; they reach the live instance through this.
  const live = useRef<Editor | null>(null);

  const editor = useEditor({
    extensions: editorExtensions({ placeholder, onUploads: (change) => setUploads((n) => n + change), shared: sharedEditing }),
    content: sharedEditing ? undefined : initialContent,
    shouldRerenderOnTransaction: false,
    editorProps: {
      attributes: {
        'aria-label': label,
        'aria-multiline': 'true',
        role: 'textbox',
        class: 'prose-body admin-prose min-h-[18rem] px-4 py-4 sm:px-6',
      },
      transformPastedHTML: cleanPastedHtml,
      handlePaste: (_view, event) => {
        const editor = live.current;
        const files = imageFiles(event.clipboardData);
        if (files.length && editor) {
          editor.chain().focus().uploadImages(files).run();
          return true;
        }
        const html = event.clipboardData?.getData('text/html');
        const text = event.clipboardData?.getData('text/plain');
        if (!html && text && editor && !editor.isActive('codeBlock')) {
          editor.chain().focus().insertContent(plainTextToHtml(text)).run();
          return true;
        }
        return false;
      },
      handleDrop: (view, event, _slice, moved) => {
        const editor = live.current;
        const files = moved ? [] : imageFiles(event.dataTransfer);
        if (!files.length || !editor) return false;
        event.preventDefault();
        const at = view.posAtCoords({ left: event.clientX, top: event.clientY })?.pos;
        editor.commands.uploadImages(files, at);
        return true;
      },
      handleKeyDown: (view, event) => {
        readDomSelection(view);
        if ((event.metaKey || event.ctrlKey) && event.key.toLowerCase() === 'k') {
          event.preventDefault();
          setPanel('link');
          return true;
        }
        // Alt+A moves to the AI tools from the selection (or says there is none).
        if (event.altKey && !event.ctrlKey && !event.metaKey && event.code === 'KeyA') {
          event.preventDefault();
          setAiWanted(true);
          setAiFocus((n) => n + 1);
          return true;
        }
        return false;
      },
    },
    // Only this person's edits count as unsaved work here; the others' arrive through the shared document.
    onUpdate: ({ transaction }) => {
      if (!isChangeOrigin(transaction)) callbacks.current.onEdit?.();
    },
    onSelectionUpdate: ({ editor: e }) => {
      if (!e.state.selection.empty) setAiWanted(true);
    },
  });

  useLayoutEffect(() => {
    live.current = editor;
  });
  useEffect(() => {
    if (editor) onReady?.(editor);
    // onReady is called once per editor instance.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [editor]);

  // The toolbar and the AI tools reach this editor through TipTap's context.
  const shared = useMemo(() => ({ editor }), [editor]);

  return (
    <EditorContext.Provider value={shared}>
      <div className="rounded-lg border border-gray-300 bg-white focus-within:border-indigo-500 focus-within:ring-2 focus-within:ring-indigo-500/30 dark:border-gray-700 dark:bg-gray-900">
        <Toolbar panel={panel} onPanelChange={setPanel} />
        <p role="status" className={uploads ? 'px-4 pt-2 text-xs text-gray-500 dark:text-gray-400' : 'sr-only'}>
          {uploads ? 'Uploading image...' : ''}
        </p>
        {editor && aiWanted && (
          <Suspense fallback={null}>
            <AiToolbar focusRequest={aiFocus} />
          </Suspense>
        )}
        <EditorContent editor={editor} />
      </div>
    </EditorContext.Provider>
  );
}
