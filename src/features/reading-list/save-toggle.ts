/** Save toggles: label Save/Saved from the reader's reading list. */
import { $savedIds, toggleSaved } from '@/stores/saved';
import { onEveryRender } from '@/browser/dom';

function render(): void {
  const saved = new Set($savedIds.get());
  for (const b of document.querySelectorAll<HTMLButtonElement>('[data-save-toggle]')) {
    const on = saved.has(b.dataset.saveToggle!);
    b.setAttribute('aria-pressed', String(on));
    b.querySelector('[data-save-label]')!.textContent = on ? 'Saved' : 'Save';
  }
}

document.addEventListener('click', (e) => {
  const button = (e.target as Element | null)?.closest?.<HTMLButtonElement>('[data-save-toggle]');
  if (button) toggleSaved(button.dataset.saveToggle!);
});

$savedIds.subscribe(render);
onEveryRender(render);
