import type { APIRoute } from 'astro';
import { loadSite } from '@/server/services/site';

const FEED_SIZE = 20;
const escape = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

export const GET: APIRoute = async ({ site: origin }) => {
  const site = await loadSite();
  const base = origin ?? new URL('http://localhost');
  const { title, description } = site.settings;
  const items = site.posts.slice(0, FEED_SIZE).map((p) => {
    const link = new URL(`/post/${p.id}`, base).toString();
    return [
      '<item>',
      `<title>${escape(p.title)}</title>`,
      `<link>${escape(link)}</link>`,
      `<guid isPermaLink="true">${escape(link)}</guid>`,
      `<description>${escape(p.excerpt)}</description>`,
      `<pubDate>${new Date(p.publishedDate).toUTCString()}</pubDate>`,
      `<dc:creator>${escape(p.author.name)}</dc:creator>`,
      `<category>${escape(p.category.name)}</category>`,
      '</item>',
    ].join('');
  });
  const xml = `<?xml version="1.0" encoding="UTF-8"?>
<rss version="2.0" xmlns:dc="http://purl.org/dc/elements/1.1/" xmlns:atom="http://www.w3.org/2005/Atom">
<channel>
<title>${escape(title)}</title>
<link>${escape(new URL('/', base).toString())}</link>
<description>${escape(description)}</description>
<language>en-us</language>
<atom:link href="${escape(new URL('/rss.xml', base).toString())}" rel="self" type="application/rss+xml"/>
${site.posts[0] ? `<lastBuildDate>${new Date(site.builtAt).toUTCString()}</lastBuildDate>` : ''}
${items.join('\n')}
</channel>
</rss>
`;
  return new Response(xml, { headers: { 'content-type': 'application/rss+xml; charset=utf-8' } });
};
