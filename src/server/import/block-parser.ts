/**
 * Splits WordPress block content (`<!-- wp:name {attrs} -->…<!-- /wp:name -->`, `<!-- wp:name /-->`)
 * into blocks as the block editor reads it: text outside any block becomes an unnamed block, a
 * block's content interleaves its own markup with its inner blocks (`null` marks where each goes),
 * a closer with no opener turns the rest of the post into text, and blocks still open at the end
 * each close there, at the top level, innermost first (as WordPress's own parser leaves them).
 */
export interface ParsedBlock {
  /** `core/…` for names without a namespace; null for text outside any block. */
  blockName: string | null;
  innerBlocks: ParsedBlock[];
  innerContent: (string | null)[];
}

interface Open {
  block: ParsedBlock;
  /** Where the opener starts, and where the block's next piece of markup starts. */
  tokenStart: number;
  next: number;
  /** Where text before the opener starts, if any: it goes out as its own block when this one closes at the top. */
  leadingText: number | null;
}

/** An opener, a closer (`/wp:`) or a void block (`/-->`, which wins over `/wp:`); attributes are a JSON object before the end. */
const DELIMITER = /<!--\s+(\/)?wp:([a-z][a-z0-9_-]*\/)?([a-z][a-z0-9_-]*)\s+(?:\{[\s\S]*?\}\s+)?(\/)?-->/g;

const text = (html: string): ParsedBlock => ({ blockName: null, innerBlocks: [], innerContent: [html] });
const named = (namespace: string | undefined, name: string): ParsedBlock => ({
  blockName: `${namespace ?? 'core/'}${name}`,
  innerBlocks: [],
  innerContent: [],
});

export function parseBlocks(doc: string): ParsedBlock[] {
  const output: ParsedBlock[] = [];
  const stack: Open[] = [];
  const delimiter = new RegExp(DELIMITER);
  const pushText = (into: ParsedBlock, from: number, to: number) => {
    if (to > from) into.innerContent.push(doc.slice(from, to));
  };
  /** Closes the top block at `end` and, at top level, outputs it after the text that led to it. */
  const closeTop = (end: number) => {
    const open = stack.pop()!;
    pushText(open.block, open.next, end);
    if (open.leadingText !== null) output.push(text(doc.slice(open.leadingText, open.tokenStart)));
    output.push(open.block);
  };
  /** Adds `block` (its token at start…end) inside the block now open. */
  const nest = (block: ParsedBlock, start: number, end: number) => {
    const parent = stack[stack.length - 1]!;
    parent.block.innerBlocks.push(block);
    pushText(parent.block, parent.next, start);
    parent.block.innerContent.push(null);
    parent.next = end;
  };

  let offset = 0;
  for (;;) {
    const m = delimiter.exec(doc);
    if (!m) {
      if (!stack.length) {
        if (offset < doc.length) output.push(text(doc.slice(offset)));
      } else while (stack.length) closeTop(doc.length);
      return output;
    }
    const [token, closer, namespace, name, isVoid] = m;
    const start = m.index;
    const end = start + token.length;
    const leadingText = start > offset ? offset : null;
    if (isVoid) {
      const block = named(namespace, name!);
      if (stack.length) nest(block, start, end);
      else {
        if (leadingText !== null) output.push(text(doc.slice(leadingText, start)));
        output.push(block);
      }
    } else if (closer) {
      if (!stack.length) {
        output.push(text(doc.slice(offset)));
        return output;
      }
      if (stack.length === 1) closeTop(start);
      else {
        const open = stack.pop()!;
        pushText(open.block, open.next, start);
        nest(open.block, open.tokenStart, end);
      }
    } else {
      stack.push({ block: named(namespace, name!), tokenStart: start, next: end, leadingText });
    }
    offset = end;
  }
}
