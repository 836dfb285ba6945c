import type { Editor } from '@tiptap/core';
import { HEADING_LEVELS } from '@/shared/rich-content';
import { returnFocus } from '../return-focus';

export type TextStyle = 'paragraph' | `h${(typeof HEADING_LEVELS)[number]}`;

export const TEXT_STYLES: { value: TextStyle; label: string }[] = [
  { value: 'paragraph', label: 'Paragraph' },
  ...HEADING_LEVELS.map((level) => ({ value: `h${level}` as TextStyle, label: `Heading ${level}` })),
];

/** The style of the block holding the cursor, or '' inside a code block or another kind of block. */
export function currentTextStyle(editor: Editor): TextStyle | '' {
  for (const level of HEADING_LEVELS) if (editor.isActive('heading', { level })) return `h${level}`;
  return editor.isActive('paragraph') ? 'paragraph' : '';
}

export function applyTextStyle(editor: Editor, style: TextStyle): void {
  const chain = editor.chain();
  if (style === 'paragraph') chain.setParagraph().run();
  else chain.setHeading({ level: Number(style.slice(1)) as (typeof HEADING_LEVELS)[number] }).run();
  returnFocus(editor);
}
