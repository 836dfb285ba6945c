import type { Editor } from '@tiptap/core';
import { applyTextStyle, TEXT_STYLES, type TextStyle } from './text-style';

export function TextStyleSelect({ editor, value }: { editor: Editor; value: TextStyle | '' }) {
  return (
    <select
      aria-label="Text style"
      title="Text style"
      value={value}
      onChange={(e) => applyTextStyle(editor, e.target.value as TextStyle)}
      className="h-8 rounded-md border border-gray-300 bg-white px-2 text-sm text-gray-800 focus:border-indigo-500 focus:outline-none focus:ring-2 focus:ring-indigo-500/30 dark:border-gray-700 dark:bg-gray-900 dark:text-gray-100"
    >
      {value === '' && <option value="">Other</option>}
      {TEXT_STYLES.map((s) => (
        <option key={s.value} value={s.value}>
          {s.label}
        </option>
      ))}
    </select>
  );
}
