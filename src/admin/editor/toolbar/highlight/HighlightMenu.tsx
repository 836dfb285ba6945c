import type { Editor } from '@tiptap/core';
import { Highlighter, X } from 'lucide-react';
import type { KeyboardEvent } from 'react';
import { HIGHLIGHT_COLORS } from '@/shared/rich-content';
import { Popover } from '../Popover';
import { returnFocus } from '../return-focus';

interface Props {
  editor: Editor;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  active: boolean;
}

/** Arrow keys move between the menu's items, as in any menu. */
function moveFocus(e: KeyboardEvent<HTMLDivElement>) {
  if (e.key !== 'ArrowDown' && e.key !== 'ArrowUp') return;
  e.preventDefault();
  const items = [...e.currentTarget.querySelectorAll<HTMLElement>('[role=menuitem]')];
  const at = items.indexOf(document.activeElement as HTMLElement);
  items[(at + (e.key === 'ArrowDown' ? 1 : items.length - 1)) % items.length]?.focus();
}

const item =
  'flex w-full items-center gap-2 rounded px-2 py-1.5 text-left text-gray-700 hover:bg-gray-100 focus:bg-gray-100 focus:outline-none dark:text-gray-200 dark:hover:bg-gray-800 dark:focus:bg-gray-800';

export function HighlightMenu({ editor, open, onOpenChange, active }: Props) {
  const pick = (color: string | null) => {
    const chain = editor.chain();
    (color ? chain.setHighlight({ color }) : chain.unsetHighlight()).run();
    returnFocus(editor);
    onOpenChange(false);
  };
  return (
    <Popover label="Highlight" Icon={Highlighter} kind="menu" open={open} active={active} onOpenChange={onOpenChange}>
      {/* eslint-disable-next-line jsx-a11y/no-static-element-interactions -- arrow keys move focus between the menu items inside; the div is not a control */}
      <div onKeyDown={moveFocus} className="-m-1 space-y-0.5">
        {HIGHLIGHT_COLORS.map((c) => (
          <button key={c.name} type="button" role="menuitem" className={item} onClick={() => pick(c.value)}>
            <span aria-hidden="true" className="h-4 w-4 rounded border border-gray-300" style={{ backgroundColor: c.value }} />
            {c.name}
          </button>
        ))}
        <button type="button" role="menuitem" className={item} onClick={() => pick(null)}>
          <X aria-hidden="true" className="h-4 w-4" />
          Remove highlight
        </button>
      </div>
    </Popover>
  );
}
