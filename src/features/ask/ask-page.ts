/** /ask?q=: asks the archive (at once when the address carries a question) and shows the answer with its sources. */
import { askArchive, askErrorMessage, renderAnswer } from '@/browser/archive-answer';
import { h, onEveryPage } from '@/browser/dom';

function setUp(): void {
  const form = document.querySelector<HTMLFormElement>('[data-ask-form]');
  if (!form || form.dataset.ready) return;
  form.dataset.ready = 'true';
  const field = form.querySelector<HTMLTextAreaElement>('textarea')!;
  const button = form.querySelector<HTMLButtonElement>('button')!;
  const status = document.querySelector<HTMLElement>('[data-ask-status]')!;
  const result = document.querySelector<HTMLElement>('[data-ask-result]')!;

  const ask = async (question: string) => {
    button.disabled = true;
    status.textContent = 'Asking the archive...';
    result.hidden = true;
    try {
      const answer = await askArchive(question);
      result.replaceChildren(
        h('h2', { class: 'mb-3 text-lg font-bold text-zinc-900 dark:text-white' }, 'Answer'),
        renderAnswer(answer),
      );
      result.hidden = false;
      status.textContent = '';
      const url = new URL(location.href);
      url.searchParams.set('q', question);
      history.replaceState(history.state, '', url);
    } catch (err) {
      status.textContent = askErrorMessage(err);
    } finally {
      button.disabled = false;
    }
  };

  form.addEventListener('submit', (e) => {
    e.preventDefault();
    const q = field.value.trim();
    if (q) void ask(q);
  });
  const asked = new URLSearchParams(location.search).get('q')?.trim();
  if (asked) {
    field.value = asked;
    void ask(asked);
  }
}

onEveryPage(setUp);
