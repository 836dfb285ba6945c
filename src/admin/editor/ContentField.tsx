import type { ComponentProps } from 'react';
import { RichTextEditor } from './RichTextEditor';

/** The body of a post or page: the visible "Content" caption over the editor, which names itself for assistive tech. */
export function ContentField(props: ComponentProps<typeof RichTextEditor>) {
  return (
    <div className="space-y-1.5">
      <span aria-hidden="true" className="block text-sm font-medium text-gray-700 dark:text-gray-200">
        Content
      </span>
      <RichTextEditor {...props} />
    </div>
  );
}
