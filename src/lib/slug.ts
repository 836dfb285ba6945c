/**
 * Readable ASCII ids for posts, pages, categories, authors and tags. Titles in any script are
 * transliterated with any-ascii ("Straße" → strasse, "Привет" → privet, "東京" → dong-jing), so they
 * keep meaningful URLs; ASCII titles give the same ids as always. Server and seed only: the
 * transliteration tables stay out of the pages' JavaScript.
 */
import anyAscii from 'any-ascii';

/** Han characters transliterate to one syllable each with no spaces between; a space keeps them apart. */
const HAN = /\p{Script=Han}/u;

export function slugify(input: string): string {
  const ascii = Array.from(input, (c) => (HAN.test(c) ? ` ${anyAscii(c)} ` : anyAscii(c))).join('');
  return (
    ascii
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-+|-+$/g, '')
      .slice(0, 60) || 'item'
  );
}
