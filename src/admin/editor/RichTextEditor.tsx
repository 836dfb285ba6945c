import { EditorContent, useEditor, useEditorState, type Editor } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { Placeholder } from '@tiptap/extensions';
import { Bold, Code2, Heading2, Heading3, Italic, Link2, List, ListOrdered, Quote, Redo2, Strikethrough, Undo2, type LucideIcon } from 'lucide-react';

interface Props {
  /** Accessible name of the editing area. */
  label: string;
  initialContent: string;
  onChange: (html: string) => void;
  /** Shown in an empty editor; never saved as content. */
  placeholder?: string;
}

interface Action {
  label: string;
  Icon: LucideIcon;
  run: (e: Editor) => void;
  active?: (e: Editor) => boolean;
  enabled?: (e: Editor) => boolean;
}

function promptLink(editor: Editor): void {
  const previous = (editor.getAttributes('link').href as string | undefined) ?? '';
  const url = window.prompt('Link URL', previous);
  if (url === null) return;
  const chain = editor.chain().focus().extendMarkRange('link');
  if (url.trim() === '') chain.unsetLink().run();
  else chain.setLink({ href: url.trim() }).run();
}

const ACTIONS: Action[] = [
  { label: 'Bold', Icon: Bold, run: (e) => e.chain().focus().toggleBold().run(), active: (e) => e.isActive('bold') },
  { label: 'Italic', Icon: Italic, run: (e) => e.chain().focus().toggleItalic().run(), active: (e) => e.isActive('italic') },
  { label: 'Strikethrough', Icon: Strikethrough, run: (e) => e.chain().focus().toggleStrike().run(), active: (e) => e.isActive('strike') },
  { label: 'Heading 2', Icon: Heading2, run: (e) => e.chain().focus().toggleHeading({ level: 2 }).run(), active: (e) => e.isActive('heading', { level: 2 }) },
  { label: 'Heading 3', Icon: Heading3, run: (e) => e.chain().focus().toggleHeading({ level: 3 }).run(), active: (e) => e.isActive('heading', { level: 3 }) },
  { label: 'Bullet list', Icon: List, run: (e) => e.chain().focus().toggleBulletList().run(), active: (e) => e.isActive('bulletList') },
  { label: 'Numbered list', Icon: ListOrdered, run: (e) => e.chain().focus().toggleOrderedList().run(), active: (e) => e.isActive('orderedList') },
  { label: 'Blockquote', Icon: Quote, run: (e) => e.chain().focus().toggleBlockquote().run(), active: (e) => e.isActive('blockquote') },
  { label: 'Code block', Icon: Code2, run: (e) => e.chain().focus().toggleCodeBlock().run(), active: (e) => e.isActive('codeBlock') },
  { label: 'Link', Icon: Link2, run: promptLink, active: (e) => e.isActive('link') },
  { label: 'Undo', Icon: Undo2, run: (e) => e.chain().focus().undo().run(), enabled: (e) => e.can().undo() },
  { label: 'Redo', Icon: Redo2, run: (e) => e.chain().focus().redo().run(), enabled: (e) => e.can().redo() },
];

function Toolbar({ editor }: { editor: Editor }) {
  const state = useEditorState({
    editor,
    selector: ({ editor: e }) => ACTIONS.map((a) => ({ active: a.active?.(e) ?? false, enabled: a.enabled?.(e) ?? true })),
  });
  return (
    <div role="toolbar" aria-label="Formatting" className="flex flex-wrap gap-1 border-b border-gray-200 bg-gray-50 p-1.5 dark:border-gray-700 dark:bg-gray-800/60">
      {ACTIONS.map((a, i) => (
        <button
          key={a.label}
          type="button"
          aria-label={a.label}
          title={a.label}
          aria-pressed={a.active ? state[i]?.active : undefined}
          disabled={!state[i]?.enabled}
          onClick={() => a.run(editor)}
          className={`rounded-md p-2 text-gray-600 transition hover:bg-white hover:text-gray-900 focus:outline-none focus-visible:ring-2 focus-visible:ring-indigo-500 disabled:opacity-40 dark:text-gray-300 dark:hover:bg-gray-700 dark:hover:text-white ${state[i]?.active ? 'bg-white text-indigo-600 shadow-sm dark:bg-gray-700 dark:text-indigo-300' : ''}`}
        >
          <a.Icon aria-hidden="true" className="h-4 w-4" />
        </button>
      ))}
    </div>
  );
}

/** A TipTap editor with a basic formatting toolbar; reports its HTML on every change. */
export function RichTextEditor({ label, initialContent, onChange, placeholder = '' }: Props) {
  const editor = useEditor({
    extensions: [StarterKit.configure({ link: { openOnClick: false } }), Placeholder.configure({ placeholder })],
    content: initialContent,
    editorProps: {
      attributes: {
        'aria-label': label,
        'aria-multiline': 'true',
        role: 'textbox',
        class: 'admin-prose min-h-[18rem] px-4 py-3 text-gray-900 dark:text-gray-100',
      },
    },
    onUpdate: ({ editor: e }) => onChange(e.getHTML()),
  });

  return (
    <div className="overflow-hidden rounded-lg border border-gray-300 bg-white focus-within:border-indigo-500 focus-within:ring-2 focus-within:ring-indigo-500/30 dark:border-gray-700 dark:bg-gray-900">
      {editor && <Toolbar editor={editor} />}
      <EditorContent editor={editor} />
    </div>
  );
}
