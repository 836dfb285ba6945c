import { useEffect } from 'react';
import { $settings } from '../stores/settings';

/** Names the browser tab after what is being edited; leaving gives the tab the site's title back. */
export function useTabTitle(title: string) {
  useEffect(() => {
    const previous = document.title;
    return () => {
      document.title = $settings.get()?.title || previous;
    };
  }, []);
  useEffect(() => {
    document.title = title;
  }, [title]);
}
