/**
 * WordPress's export (WXR, RSS 2.0 with the `wp:` namespace) read as a stream with sax: items are
 * handed out one at a time as their closing tag is read, so a 100 MB file is never one document in
 * memory. sax's forgiving mode reads what WordPress writes (HTML entities, stray control characters).
 */
import sax from 'sax';

export interface WxrComment {
  id: string;
  author: string;
  email: string;
  dateGmt: string;
  date: string;
  content: string;
  approved: string;
  type: string;
}

export interface WxrItem {
  title: string;
  link: string;
  creator: string;
  guid: string;
  pubDate: string;
  content: string;
  excerpt: string;
  postId: string;
  postDate: string;
  postDateGmt: string;
  modifiedGmt: string;
  postName: string;
  status: string;
  parent: string;
  postType: string;
  sticky: string;
  attachmentUrl: string;
  categories: { domain: string; nicename: string; name: string }[];
  meta: Record<string, string>;
  comments: WxrComment[];
}

export interface WxrChannel {
  title: string;
  link: string;
  baseSiteUrl: string;
  baseBlogUrl: string;
  wxrVersion: string;
  authors: { login: string; email: string; displayName: string; firstName: string; lastName: string }[];
  categories: { nicename: string; name: string; description: string; parent: string }[];
  tags: { slug: string; name: string }[];
}

const ITEM_FIELDS: Record<string, keyof WxrItem> = {
  title: 'title',
  link: 'link',
  'dc:creator': 'creator',
  guid: 'guid',
  pubdate: 'pubDate',
  'content:encoded': 'content',
  'excerpt:encoded': 'excerpt',
  'wp:post_id': 'postId',
  'wp:post_date': 'postDate',
  'wp:post_date_gmt': 'postDateGmt',
  'wp:post_modified_gmt': 'modifiedGmt',
  'wp:post_name': 'postName',
  'wp:status': 'status',
  'wp:post_parent': 'parent',
  'wp:post_type': 'postType',
  'wp:is_sticky': 'sticky',
  'wp:attachment_url': 'attachmentUrl',
};
const COMMENT_FIELDS: Record<string, keyof WxrComment> = {
  'wp:comment_id': 'id',
  'wp:comment_author': 'author',
  'wp:comment_author_email': 'email',
  'wp:comment_date_gmt': 'dateGmt',
  'wp:comment_date': 'date',
  'wp:comment_content': 'content',
  'wp:comment_approved': 'approved',
  'wp:comment_type': 'type',
};

const newItem = (): WxrItem => ({
  ...(Object.fromEntries(Object.values(ITEM_FIELDS).map((k) => [k, ''])) as unknown as WxrItem),
  categories: [],
  meta: {},
  comments: [],
});

/** True when the start of a file looks like a WordPress export. */
export const looksLikeWxr = (head: string) =>
  /^\s*(<\?xml[^>]*>\s*)?(<!--[\s\S]*?-->\s*)*<rss\b/i.test(head) && /wordpress\.org\/export\//i.test(head);

/** Reads the file's items one by one; `channel` is complete once every item has been read. */
export async function* readWxr(chunks: AsyncIterable<Uint8Array>, channel: WxrChannel): AsyncGenerator<WxrItem> {
  const parser = sax.parser(false, { lowercase: true, trim: false, normalize: false });
  const stack: string[] = [];
  let text = '';
  let item: WxrItem | null = null;
  let comment: WxrComment | null = null;
  let meta: { key: string; value: string } | null = null;
  let author: Record<string, string> | null = null;
  let category: Record<string, string> | null = null;
  let tag: Record<string, string> | null = null;
  let categoryAttrs = { domain: '', nicename: '' };
  const done: WxrItem[] = [];

  parser.onerror = () => {
    // Keep reading: a stray character must not cost the rest of the file.
    parser.error = null as unknown as Error;
    parser.resume();
  };
  parser.onopentag = (node) => {
    stack.push(node.name);
    text = '';
    if (node.name === 'item') item = newItem();
    else if (item && node.name === 'wp:comment')
      comment = { id: '', author: '', email: '', dateGmt: '', date: '', content: '', approved: '', type: '' };
    else if (item && node.name === 'wp:postmeta') meta = { key: '', value: '' };
    else if (item && node.name === 'category') {
      const a = node.attributes as Record<string, string>;
      categoryAttrs = { domain: a.domain ?? '', nicename: a.nicename ?? '' };
    } else if (!item && node.name === 'wp:author') author = {};
    else if (!item && node.name === 'wp:category') category = {};
    else if (!item && node.name === 'wp:tag') tag = {};
  };
  parser.ontext = (t) => (text += t);
  parser.oncdata = (t) => (text += t);
  parser.onclosetag = (name) => {
    stack.pop();
    const value = text;
    text = '';
    if (item) {
      if (name === 'item') {
        done.push(item);
        item = null;
      } else if (comment) {
        if (name === 'wp:comment') {
          item.comments.push(comment);
          comment = null;
        } else if (COMMENT_FIELDS[name]) comment[COMMENT_FIELDS[name]] = value;
      } else if (meta) {
        if (name === 'wp:postmeta') {
          item.meta[meta.key] = meta.value;
          meta = null;
        } else if (name === 'wp:meta_key') meta.key = value;
        else if (name === 'wp:meta_value') meta.value = value;
      } else if (name === 'category') item.categories.push({ ...categoryAttrs, name: value.trim() });
      else if (ITEM_FIELDS[name] && stack.at(-1) === 'item') (item[ITEM_FIELDS[name]] as string) = value;
      return;
    }
    if (author) {
      if (name === 'wp:author') {
        channel.authors.push({
          login: author.author_login ?? '',
          email: author.author_email ?? '',
          displayName: author.author_display_name ?? '',
          firstName: author.author_first_name ?? '',
          lastName: author.author_last_name ?? '',
        });
        author = null;
      } else author[name.replace(/^wp:/, '')] = value.trim();
    } else if (category) {
      if (name === 'wp:category') {
        channel.categories.push({
          nicename: category.category_nicename ?? '',
          name: category.cat_name ?? '',
          description: category.category_description ?? '',
          parent: category.category_parent ?? '',
        });
        category = null;
      } else category[name.replace(/^wp:/, '')] = value.trim();
    } else if (tag) {
      if (name === 'wp:tag') {
        channel.tags.push({ slug: tag.tag_slug ?? '', name: tag.tag_name ?? '' });
        tag = null;
      } else tag[name.replace(/^wp:/, '')] = value.trim();
    } else if (stack.at(-1) === 'channel') {
      if (name === 'title') channel.title = value.trim();
      else if (name === 'link') channel.link = value.trim();
      else if (name === 'wp:base_site_url') channel.baseSiteUrl = value.trim();
      else if (name === 'wp:base_blog_url') channel.baseBlogUrl = value.trim();
      else if (name === 'wp:wxr_version') channel.wxrVersion = value.trim();
    }
  };

  const decoder = new TextDecoder();
  for await (const chunk of chunks) {
    parser.write(decoder.decode(chunk, { stream: true }));
    while (done.length) yield done.shift()!;
  }
  parser.write(decoder.decode());
  parser.close();
  while (done.length) yield done.shift()!;
}

export const emptyChannel = (): WxrChannel => ({
  title: '',
  link: '',
  baseSiteUrl: '',
  baseBlogUrl: '',
  wxrVersion: '',
  authors: [],
  categories: [],
  tags: [],
});
