/** WordPress block content read as the block editor reads it, including its malformed cases. */
import { describe, expect, it } from 'vitest';
import { parseBlocks, type ParsedBlock } from '@/server/import/block-parser';

/** A block as [name, content], inner blocks in place of their `null` markers. */
type Shape = [string | null, (string | Shape)[]];
const shape = (b: ParsedBlock): Shape => {
  let i = 0;
  return [b.blockName, b.innerContent.map((c) => (c === null ? shape(b.innerBlocks[i++]!) : c))];
};
const parsed = (doc: string) => parseBlocks(doc).map(shape);

describe('block parser', () => {
  it('reads blocks, their namespaces, attributes and the text between them', () => {
    expect(
      parsed('intro<!-- wp:paragraph {"align":"center","x":{"y":"}"}} --><p>a</p><!-- /wp:paragraph -->\n<!-- wp:my/widget /-->'),
    ).toEqual([
      [null, ['intro']],
      ['core/paragraph', ['<p>a</p>']],
      [null, ['\n']],
      ['my/widget', []],
    ]);
  });

  it('nests blocks with their own markup around the inner ones', () => {
    expect(
      parsed(
        '<!-- wp:group --><div><!-- wp:spacer /--><!-- wp:paragraph --><p>b</p><!-- /wp:paragraph --></div><!-- /wp:group -->',
      ),
    ).toEqual([['core/group', ['<div>', ['core/spacer', []], ['core/paragraph', ['<p>b</p>']], '</div>']]]);
  });

  it('leaves comments that are not block delimiters in the text', () => {
    expect(parsed('<!--wp:x --><!-- wp:Bad --><!-- note -->')).toEqual([[null, ['<!--wp:x --><!-- wp:Bad --><!-- note -->']]]);
  });

  it('turns everything after a closer with no opener into text', () => {
    expect(parsed('<!-- wp:spacer /-->a<!-- /wp:group -->b<!-- wp:paragraph -->c<!-- /wp:paragraph -->')).toEqual([
      ['core/spacer', []],
      [null, ['a<!-- /wp:group -->b<!-- wp:paragraph -->c<!-- /wp:paragraph -->']],
    ]);
  });

  it('closes blocks still open at the end of the post there, innermost first, at the top level', () => {
    expect(parsed('x<!-- wp:group -->a<!-- wp:column -->b')).toEqual([
      [null, ['a']],
      ['core/column', ['b']],
      [null, ['x']],
      ['core/group', ['a<!-- wp:column -->b']],
    ]);
  });

  it('reads a delimiter that ends both ways as a void block', () => {
    expect(parsed('<!-- /wp:group /-->x')).toEqual([
      ['core/group', []],
      [null, ['x']],
    ]);
  });
});
