import type { Editor } from '@tiptap/core';
import type { EditorView } from '@tiptap/pm/view';
import { useCurrentEditor } from '@tiptap/react';
import { BubbleMenu } from '@tiptap/react/menus';
import { ChevronDown, Loader2 } from 'lucide-react';
import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { AI_TOOL_ERRORS, improveText, type TextAction, type TextTone } from '../client';
import { Notice, useNotice } from '../notice';
import { replaceRange, selectedText } from './replace';
import { VALIDATION } from '@/shared/messages';

const ACTIONS: { action: Exclude<TextAction, 'tone'>; label: string }[] = [
  { action: 'improve', label: 'Improve writing' },
  { action: 'fix', label: 'Fix spelling and grammar' },
  { action: 'shorter', label: 'Make shorter' },
  { action: 'longer', label: 'Make longer' },
];
const TONES: TextTone[] = ['Professional', 'Casual', 'Confident', 'Friendly'];
const PLUGIN_KEY = 'aiTools';

const button =
  'inline-flex items-center gap-1 whitespace-nowrap rounded px-2 py-1.5 text-xs font-medium text-gray-700 hover:bg-gray-100 focus:outline-none focus-visible:ring-2 focus-visible:ring-indigo-500 disabled:opacity-50 dark:text-gray-200 dark:hover:bg-gray-800';
const menuItem =
  'block w-full rounded px-2 py-1.5 text-left text-xs text-gray-700 hover:bg-gray-100 focus:bg-gray-100 focus:outline-none dark:text-gray-200 dark:hover:bg-gray-800 dark:focus:bg-gray-800';

/** A selection narrower than a pixel (say, at a line break) shows no toolbar, as the spec asks. */
function wideEnough(view: EditorView, from: number, to: number): boolean {
  const a = view.coordsAtPos(from);
  const b = view.coordsAtPos(to);
  return Math.abs(a.top - b.top) >= 1 || Math.abs(b.left - a.left) >= 1;
}

interface Props {
  /** Bumped by the editor's shortcut: move focus into the toolbar, or say why there is nothing to work on. */
  focusRequest: number;
}

/**
 * The floating toolbar of AI writing tools over a text selection. While the model works the
 * document is read-only, and the reply replaces exactly the selected range as one undo step.
 */
export default function AiToolbar({ focusRequest }: Props) {
  const { editor } = useCurrentEditor();
  return editor ? <SelectionTools editor={editor} focusRequest={focusRequest} /> : null;
}

function SelectionTools({ editor, focusRequest }: Props & { editor: Editor }) {
  const { notice, clear, hint, fail } = useNotice();
  const [busy, setBusy] = useState(false);
  const [toneOpen, setToneOpen] = useState(false);
  const busyRef = useRef(false);
  const box = useRef<HTMLDivElement>(null);
  /** The range the author closed the toolbar on with Escape; it stays closed until the selection moves. */
  const dismissed = useRef('');

  useEffect(() => {
    if (!focusRequest) return;
    const { from, to, empty } = editor.state.selection;
    if (empty || !selectedText(editor, from, to)) return hint(VALIDATION.selectionMissing);
    dismissed.current = '';
    editor.view.dispatch(editor.state.tr.setMeta(PLUGIN_KEY, 'show'));
    setTimeout(() => box.current?.querySelector<HTMLElement>('button')?.focus(), 0);
  }, [focusRequest, editor, hint]);

  async function run(action: TextAction, tone?: TextTone) {
    setToneOpen(false);
    const { from, to } = editor.state.selection;
    const text = selectedText(editor, from, to);
    clear();
    busyRef.current = true;
    setBusy(true);
    editor.setEditable(false, false);
    try {
      const reply = await improveText(action, text, tone);
      editor.setEditable(true, false);
      replaceRange(editor, from, to, reply);
    } catch (err) {
      fail(err, AI_TOOL_ERRORS.text);
    } finally {
      busyRef.current = false;
      setBusy(false);
      editor.setEditable(true, false);
      editor.commands.focus();
    }
  }

  function close(e: KeyboardEvent<HTMLDivElement>) {
    if (e.key === 'Escape') {
      e.preventDefault();
      if (toneOpen) return setToneOpen(false);
      const { from, to } = editor.state.selection;
      dismissed.current = `${from}:${to}`;
      editor.view.dispatch(editor.state.tr.setMeta(PLUGIN_KEY, 'hide'));
      editor.commands.focus();
      return;
    }
    if (toneOpen && (e.key === 'ArrowDown' || e.key === 'ArrowUp')) {
      e.preventDefault();
      const items = [...e.currentTarget.querySelectorAll<HTMLElement>('[role=menuitem]')];
      const at = items.indexOf(document.activeElement as HTMLElement);
      items[(at + (e.key === 'ArrowDown' ? 1 : items.length - 1)) % items.length]?.focus();
    }
  }

  return (
    <>
      <Notice id="ai-tools-notice" text={notice} />
      <BubbleMenu
        editor={editor}
        pluginKey={PLUGIN_KEY}
        options={{ placement: 'top-start' }}
        shouldShow={({ view, state, from, to }) => {
          if (busyRef.current) return true;
          const inside = box.current?.contains(document.activeElement) ?? false;
          if (!(view.hasFocus() || inside) || state.selection.empty) return false;
          if (dismissed.current === `${from}:${to}`) return false;
          dismissed.current = '';
          return wideEnough(view, from, to);
        }}
      >
        <div
          ref={box}
          role="toolbar"
          aria-label="AI tools"
          aria-busy={busy}
          onKeyDown={close}
          onMouseDown={(e) => e.preventDefault()}
          className="relative z-30 flex flex-wrap items-center gap-0.5 rounded-lg border border-gray-200 bg-white p-1 shadow-lg dark:border-gray-700 dark:bg-gray-900"
        >
          {busy ? (
            <p role="status" className="flex items-center gap-1.5 px-2 py-1.5 text-xs text-gray-600 dark:text-gray-300">
              <Loader2 aria-hidden="true" className="h-3.5 w-3.5 animate-spin" />
              AI is working...
            </p>
          ) : (
            <>
              {ACTIONS.map((a) => (
                <button key={a.action} type="button" className={button} onClick={() => void run(a.action)}>
                  {a.label}
                </button>
              ))}
              <div className="relative">
                <button
                  type="button"
                  className={button}
                  aria-haspopup="menu"
                  aria-expanded={toneOpen}
                  onClick={() => setToneOpen((v) => !v)}
                >
                  Change tone
                  <ChevronDown aria-hidden="true" className="h-3 w-3" />
                </button>
                {toneOpen && (
                  <div
                    role="menu"
                    aria-label="Change tone"
                    className="absolute right-0 top-full mt-1 w-36 rounded-md border border-gray-200 bg-white p-1 shadow-lg dark:border-gray-700 dark:bg-gray-900"
                  >
                    {TONES.map((t) => (
                      <button key={t} type="button" role="menuitem" className={menuItem} onClick={() => void run('tone', t)}>
                        {t}
                      </button>
                    ))}
                  </div>
                )}
              </div>
            </>
          )}
        </div>
      </BubbleMenu>
    </>
  );
}
