/**
 * The Public preview divider (DESIGN.md, Post access): stored as `<hr data-paywall="">`, it ends the
 * part of a gated post everyone may read. One per post: inserting it again moves it.
 */
import { Node, mergeAttributes } from '@tiptap/core';

declare module '@tiptap/core' {
  interface Commands<ReturnType> {
    paywallDivider: {
      /** Puts the divider at the cursor, removing any earlier one. */
      setPaywallDivider: () => ReturnType;
    };
  }
}

export const PaywallDivider = Node.create({
  name: 'paywallDivider',
  group: 'block',
  atom: true,
  selectable: true,
  // Read before the plain horizontal rule, which would otherwise take the element.
  parseHTML: () => [{ tag: 'hr[data-paywall]', priority: 60 }],
  renderHTML: ({ HTMLAttributes }) => ['hr', mergeAttributes(HTMLAttributes, { 'data-paywall': '' })],
  addCommands() {
    return {
      setPaywallDivider:
        () =>
        ({ tr, state, dispatch }) => {
          const found: number[] = [];
          state.doc.descendants((node, pos) => {
            if (node.type.name === this.name) found.push(pos);
          });
          if (dispatch) {
            for (const pos of found.reverse()) tr.delete(pos, pos + 1);
            const at = tr.mapping.map(state.selection.to);
            tr.insert(at, this.type.create());
          }
          return true;
        },
    };
  },
});
