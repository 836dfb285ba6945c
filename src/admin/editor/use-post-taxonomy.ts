import { useStore } from '@nanostores/react';
import { useEffect } from 'react';
import { $authors, $categories, $tags, loadAuthors, loadCategories, loadTags } from '../stores/taxonomy';

/** The authors, categories and tags a post can be filed under, fetched afresh when the editor opens. */
export function usePostTaxonomy() {
  const authors = useStore($authors).items;
  const categories = useStore($categories).items;
  const tags = useStore($tags).items;
  useEffect(() => {
    void loadAuthors();
    void loadCategories();
    void loadTags();
  }, []);
  return { authors, categories, tags };
}
