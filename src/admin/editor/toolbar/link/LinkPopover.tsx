import type { Editor } from '@tiptap/core';
import { Link2 } from 'lucide-react';
import { useId, useState } from 'react';
import { Popover, popoverButton, PopoverField } from '../Popover';
import { normalizeHref } from './link-url';
import { returnFocus } from '../return-focus';

interface Props {
  editor: Editor;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  active: boolean;
}

/** Adds, changes or removes the link on the selection (Mod-K opens it too). An empty URL just closes. */
export function LinkPopover({ editor, open, onOpenChange, active }: Props) {
  return (
    <Popover label="Link" Icon={Link2} open={open} active={active} onOpenChange={onOpenChange}>
      <LinkForm editor={editor} onOpenChange={onOpenChange} active={active} />
    </Popover>
  );
}

/** Mounted on each opening, so it starts from the link under the selection at that moment. */
function LinkForm({ editor, onOpenChange, active }: Omit<Props, 'open'>) {
  const id = useId();
  const [url, setUrl] = useState(() => (editor.getAttributes('link').href as string | undefined) ?? '');

  const close = () => {
    onOpenChange(false);
    returnFocus(editor);
  };
  const apply = () => {
    const href = normalizeHref(url);
    if (href) {
      const chain = editor.chain().extendMarkRange('link');
      if (editor.state.selection.empty && !editor.isActive('link'))
        chain.insertContent({ type: 'text', text: href, marks: [{ type: 'link', attrs: { href } }] }).run();
      else chain.setLink({ href }).run();
    }
    close();
  };

  return (
    <>
      <PopoverField
        id={id}
        label="URL"
        type="url"
        inputMode="url"
        value={url}
        placeholder="https://example.com"
        onValue={setUrl}
        onEnter={apply}
      />
      <div className="mt-3 flex justify-end gap-2">
        {active && (
          <button
            type="button"
            className={`${popoverButton} text-red-600 hover:bg-red-50 dark:text-red-400 dark:hover:bg-red-950`}
            onClick={() => {
              editor.chain().extendMarkRange('link').unsetLink().run();
              close();
            }}
          >
            Remove link
          </button>
        )}
        <button type="button" className={`${popoverButton} bg-indigo-600 text-white hover:bg-indigo-700`} onClick={apply}>
          Apply
        </button>
      </div>
    </>
  );
}
