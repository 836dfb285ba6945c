/** The contents list of the prebuilt page's side panel; the page's article script tracks it. */
import type { HeadingItem } from '@/shared/types';
import { tocLinkClass } from '@/browser/controls';

export function PostContents({ headings }: { headings: HeadingItem[] }) {
  return (
    <nav aria-labelledby="toc-title" data-toc className="card p-5">
      <h2 id="toc-title" className="text-sm font-bold tracking-wide text-zinc-900 uppercase dark:text-white">
        Table of Contents
      </h2>
      <ol className="mt-4 space-y-1 border-l border-zinc-200 text-sm dark:border-zinc-800">
        {headings.map((h) => (
          <li key={h.id} className={h.level === 3 ? 'pl-3' : undefined}>
            <a href={`#${h.id}`} data-toc-link={h.id} className={tocLinkClass}>
              {h.text}
            </a>
          </li>
        ))}
      </ol>
    </nav>
  );
}
