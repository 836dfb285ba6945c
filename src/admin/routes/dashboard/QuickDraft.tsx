import { useState, type SubmitEvent } from 'react';
import { Field } from '../../components/Field';
import { cardClass, inputClass, primaryButton } from '../../components/ui';
import { loadDashboard } from '../../stores/dashboard';
import { savePost } from '../../stores/posts';
import { showToast } from '@/stores/toasts';
import { $authors, $categories, loadAuthors, loadCategories } from '../../stores/taxonomy';
import { can, roleOf } from '@/shared/roles';
import { $auth } from '@/stores/auth';

// An empty paragraph: the editor shows its "Start writing" placeholder, and no words means readingTime 0.
const PLACEHOLDER_CONTENT = '<p></p>';

export function QuickDraft() {
  const [title, setTitle] = useState('');
  const [saving, setSaving] = useState(false);

  async function submit(e: SubmitEvent) {
    e.preventDefault();
    const name = title.trim();
    if (!name) return showToast('Please enter a title for your draft.', 'error');
    if (!$authors.get().loaded || !$categories.get().loaded) await Promise.all([loadAuthors(), loadCategories()]);
    // Writers who may not byline others draft as their own profile.
    const user = $auth.get().user;
    const own = user && !can(roleOf(user), 'posts.others') ? user.authorId : null;
    const author = own ? { id: own } : $authors.get().items[0];
    const category = $categories.get().items[0];
    if (!author || !category)
      return showToast('Please ensure you have at least one author and category before creating a post.', 'error');
    setSaving(true);
    try {
      await savePost(null, {
        title: name,
        excerpt: '',
        content: PLACEHOLDER_CONTENT,
        imageUrl: '',
        authorId: author.id,
        categoryId: category.id,
        tags: [],
        readingTime: 0,
        featured: false,
        status: 'draft',
      });
      showToast(`Draft "${name}" created!`, 'success');
      setTitle('');
      void loadDashboard();
    } catch {
      showToast('Failed to create draft. Please try again.', 'error');
    } finally {
      setSaving(false);
    }
  }

  return (
    <section aria-labelledby="quick-draft-title" className={`${cardClass} p-5`}>
      <h2 id="quick-draft-title" className="text-base font-semibold text-gray-900 dark:text-white">
        Quick Draft
      </h2>
      <p className="mt-1 text-sm text-gray-500 dark:text-gray-400">Jot down an idea now and finish it in the editor later.</p>
      <form onSubmit={submit} noValidate className="mt-4 space-y-4">
        <Field id="quick-draft-input" label="Draft title">
          <input
            id="quick-draft-input"
            className={inputClass}
            value={title}
            onChange={(e) => setTitle(e.target.value)}
            placeholder="What's on your mind?"
            maxLength={200}
          />
        </Field>
        <button type="submit" className={`${primaryButton} w-full`} disabled={saving}>
          {saving ? 'Saving...' : 'Save Draft'}
        </button>
      </form>
    </section>
  );
}
