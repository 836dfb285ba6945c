import type { Editor } from '@tiptap/core';
import { useCurrentEditor, useEditorState } from '@tiptap/react';
import {
  Bold,
  Code,
  Code2,
  Italic,
  LockKeyhole,
  List,
  ListOrdered,
  Quote,
  Redo2,
  Strikethrough,
  Underline,
  Undo2,
  type LucideIcon,
} from 'lucide-react';
import { HighlightMenu } from './highlight/HighlightMenu';
import { ImagePopover } from './image/ImagePopover';
import { LinkPopover } from './link/LinkPopover';
import { TextStyleSelect } from './text-style/TextStyleSelect';
import { currentTextStyle } from './text-style/text-style';
import { ToolbarButton } from './ToolbarButton';
import { VideoPopover } from './video/VideoPopover';

export type ToolbarPanel = 'highlight' | 'link' | 'image' | 'video' | null;

interface Toggle {
  label: string;
  Icon: LucideIcon;
  /** The node or mark this button toggles, for its pressed state. */
  name: string;
  run: (e: Editor) => void;
}

const TOGGLES: Toggle[] = [
  { label: 'Bold', Icon: Bold, name: 'bold', run: (e) => e.chain().focus().toggleBold().run() },
  { label: 'Italic', Icon: Italic, name: 'italic', run: (e) => e.chain().focus().toggleItalic().run() },
  { label: 'Underline', Icon: Underline, name: 'underline', run: (e) => e.chain().focus().toggleUnderline().run() },
  { label: 'Strikethrough', Icon: Strikethrough, name: 'strike', run: (e) => e.chain().focus().toggleStrike().run() },
  { label: 'Inline code', Icon: Code, name: 'code', run: (e) => e.chain().focus().toggleCode().run() },
  { label: 'Blockquote', Icon: Quote, name: 'blockquote', run: (e) => e.chain().focus().toggleBlockquote().run() },
  { label: 'Code block', Icon: Code2, name: 'codeBlock', run: (e) => e.chain().focus().toggleCodeBlock().run() },
  { label: 'Bullet list', Icon: List, name: 'bulletList', run: (e) => e.chain().focus().toggleBulletList().run() },
  { label: 'Numbered list', Icon: ListOrdered, name: 'orderedList', run: (e) => e.chain().focus().toggleOrderedList().run() },
];

const Divider = () => <span aria-hidden="true" className="mx-1 h-6 w-px self-center bg-gray-300 dark:bg-gray-700" />;

interface Props {
  panel: ToolbarPanel;
  onPanelChange: (panel: ToolbarPanel) => void;
}

/** The formatting toolbar of the editor in TipTap's context; it stays in view while the document scrolls. */
export function Toolbar(props: Props) {
  const { editor } = useCurrentEditor();
  return editor ? <FormattingToolbar editor={editor} {...props} /> : null;
}

function FormattingToolbar({ editor, panel, onPanelChange }: Props & { editor: Editor }) {
  const state = useEditorState({
    editor,
    selector: ({ editor: e }) => ({
      style: currentTextStyle(e),
      pressed: TOGGLES.map((t) => e.isActive(t.name)),
      highlight: e.isActive('highlight'),
      link: e.isActive('link'),
      image: e.isActive('image'),
      canUndo: e.can().undo(),
      canRedo: e.can().redo(),
    }),
  });
  const open = (name: Exclude<ToolbarPanel, null>) => ({
    open: panel === name,
    onOpenChange: (v: boolean) => onPanelChange(v ? name : null),
  });

  return (
    <div
      role="toolbar"
      aria-label="Formatting"
      className="sticky top-16 z-10 flex flex-wrap items-center gap-0.5 rounded-t-lg border-b border-gray-200 bg-gray-50/95 p-1.5 backdrop-blur dark:border-gray-700 dark:bg-gray-800/95"
    >
      <TextStyleSelect editor={editor} value={state.style} />
      <Divider />
      {TOGGLES.map((t, i) => (
        <ToolbarButton
          key={t.label}
          label={t.label}
          Icon={t.Icon}
          active={state.pressed[i]}
          aria-pressed={state.pressed[i]}
          onClick={() => t.run(editor)}
        />
      ))}
      <Divider />
      <HighlightMenu editor={editor} active={state.highlight} {...open('highlight')} />
      <LinkPopover editor={editor} active={state.link} {...open('link')} />
      <ImagePopover editor={editor} selected={state.image} {...open('image')} />
      <VideoPopover editor={editor} {...open('video')} />
      <ToolbarButton label="Public preview" Icon={LockKeyhole} onClick={() => editor.chain().focus().setPaywallDivider().run()} />
      <Divider />
      <ToolbarButton label="Undo" Icon={Undo2} disabled={!state.canUndo} onClick={() => editor.chain().focus().undo().run()} />
      <ToolbarButton label="Redo" Icon={Redo2} disabled={!state.canRedo} onClick={() => editor.chain().focus().redo().run()} />
    </div>
  );
}
