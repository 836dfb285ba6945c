/** Comments are plain text: the list escapes what readers typed instead of reading it as HTML. */
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { CommentList } from '@/features/comments/CommentsSection';
import type { Comment } from '@/shared/types';

const comment = (text: string): Comment => ({
  id: 'c1',
  postId: 'p',
  authorName: 'Rosa <Reader>',
  authorAvatarUrl: '',
  text,
  status: 'approved',
  timestamp: '2026-01-02T10:00:00.000Z',
});

describe('comment list rendering', () => {
  it('shows "a < b and c > d" as typed, escaped in the markup', () => {
    const html = renderToStaticMarkup(createElement(CommentList, { comments: [comment('a < b and c > d')] }));
    expect(html).toContain('a &lt; b and c &gt; d');
    expect(html).toContain('Rosa &lt;Reader&gt;');
  });

  it('renders markup a reader typed as text, never as elements', () => {
    const html = renderToStaticMarkup(
      createElement(CommentList, { comments: [comment('<img src=x onerror=alert(1)><script>alert(2)</script>')] }),
    );
    expect(html).not.toMatch(/<img src="?x|<script/);
    expect(html).toContain('&lt;img src=x onerror=alert(1)&gt;&lt;script&gt;alert(2)&lt;/script&gt;');
  });
});
