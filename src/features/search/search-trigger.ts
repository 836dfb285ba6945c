/** Opens the search overlay, loading its code only when a reader first asks for it. */
document.addEventListener('click', (e) => {
  const trigger = (e.target as Element | null)?.closest?.('[data-open-search]');
  if (!trigger) return;
  e.preventDefault();
  void import('./search-overlay').then((m) => m.openSearch(trigger as HTMLElement));
});
