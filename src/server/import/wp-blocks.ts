/**
 * Block content (Gutenberg) as HTML, with its block comments dropped. Blocks are read as the block
 * editor reads them (block-parser.ts), so the classic text a post keeps between its blocks (and in
 * Classic blocks) can be told apart from the blocks' markup: only the former has implicit paragraphs.
 */
import { parseBlocks, type ParsedBlock as Block } from './block-parser';

export interface BlockFormat {
  /** A block's own markup, as written. */
  markup: (html: string) => string;
  /** Classic text: outside any block, or in a Classic (`core/freeform`) block. */
  classic: (html: string) => string;
}

/** A block delimiter the parser left in text (a closer with no opener turns the rest into text). */
const STRAY_DELIMITER = /<!--\s*\/?wp:[\s\S]*?-->/g;

/** The WordPress editor, too, gives the text of unnamed and Classic blocks its implicit paragraphs. */
const isClassic = (block: Block) => block.blockName === null || block.blockName === 'core/freeform';

function blockHtml(block: Block, format: BlockFormat): string {
  if (isClassic(block) && block.innerBlocks.length === 0)
    return format.classic(block.innerContent.join('').replace(STRAY_DELIMITER, ''));
  let inner = 0;
  // `null` in innerContent marks where the next inner block goes.
  return block.innerContent
    .map((part) => (part === null ? blockHtml(block.innerBlocks[inner++]!, format) : format.markup(part)))
    .join('');
}

export const hasBlocks = (html: string) => /<!--\s*wp:/.test(html);

export const resolveBlocks = (html: string, format: BlockFormat) =>
  parseBlocks(html)
    .map((block) => blockHtml(block, format))
    .join('');
