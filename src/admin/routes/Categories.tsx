import { useStore } from '@nanostores/react';
import { Plus } from 'lucide-react';
import { useEffect, useState, type SubmitEvent } from 'react';
import type { Category } from '@/shared/types';
import { Field } from '../components/Field';
import { ImagePreview } from '../components/ImagePreview';
import { PageHeader } from '../components/PageHeader';
import { TableCard } from '../components/TableCard';
import { cardClass, inputClass, primaryButton, tdClass } from '../components/ui';
import { deleteFailure } from '../lib/errors';
import { $categories, deleteCategory, loadCategories, saveCategory } from '../stores/taxonomy';
import { useConfirmedDelete } from '../lib/use-confirmed-delete';
import { showToast } from '@/stores/toasts';
import { MESSAGES } from '@/shared/messages';
import { cannotBeUndone, DeleteDialog } from '../components/DeleteDialog';
import { DeleteAction, EditAction } from '../components/RowActions';

const EMPTY = { name: '', description: '', imageUrl: '' };

export function Categories() {
  const categories = useStore($categories);
  const [form, setForm] = useState(EMPTY);
  const [adding, setAdding] = useState(false);
  const del = useConfirmedDelete((item: Category) => deleteCategory(item.id), {
    done: (c) => `Category "${c.name}" deleted.`,
    failed: (c, err) => deleteFailure(err, c.name, 'CATEGORY_HAS_POSTS', MESSAGES.categoryHasPosts(c.name)),
  });

  useEffect(() => {
    void loadCategories();
  }, []);

  async function add(e: SubmitEvent) {
    e.preventDefault();
    const name = form.name.trim();
    if (!name) return;
    setAdding(true);
    try {
      await saveCategory({ name, description: form.description.trim(), imageUrl: form.imageUrl.trim() });
      showToast(`Category "${name}" added.`, 'success');
      setForm(EMPTY);
    } catch {
      showToast('Failed to add category. Please try again.', 'error');
    } finally {
      setAdding(false);
    }
  }

  return (
    <>
      <PageHeader title="Manage Categories" description="Group posts by topic. A category in use by posts cannot be deleted." />
      <div className="grid grid-cols-1 gap-6 xl:grid-cols-[1fr_22rem]">
        <TableCard
          label="Categories"
          loading={categories.loading}
          error={categories.error}
          isEmpty={categories.items.length === 0}
          emptyMessage="No categories yet."
          onRetry={() => void loadCategories()}
          columns={[
            { label: 'Image' },
            { label: 'Name' },
            { label: 'Description' },
            { label: 'Actions', hidden: true, align: 'right' },
          ]}
        >
          {categories.items.map((c) => (
            <tr key={c.id} className="hover:bg-gray-50 dark:hover:bg-gray-800/40">
              <td className={tdClass}>
                {c.imageUrl ? (
                  <img src={c.imageUrl} alt="" loading="lazy" className="h-12 w-16 rounded-md object-cover" />
                ) : (
                  <span className="block h-12 w-16 rounded-md bg-gray-100 dark:bg-gray-800" />
                )}
              </td>
              <td className={`${tdClass} font-medium text-gray-900 dark:text-white`}>{c.name}</td>
              <td className={`${tdClass} max-w-md`}>{c.description}</td>
              <td className={`${tdClass} whitespace-nowrap text-right`}>
                <EditAction label={`Edit "${c.name}"`} unavailable="Editing categories is not available yet" />
                <DeleteAction label={`Delete "${c.name}"`} onClick={() => del.ask(c)} />
              </td>
            </tr>
          ))}
        </TableCard>
        <section aria-labelledby="add-category-title" className={`${cardClass} h-fit p-5`}>
          <h2 id="add-category-title" className="text-base font-semibold text-gray-900 dark:text-white">
            Add New Category
          </h2>
          <form onSubmit={add} className="mt-4 space-y-4">
            <Field id="category-name" label="Name" required>
              <input
                id="category-name"
                className={inputClass}
                value={form.name}
                onChange={(e) => setForm({ ...form, name: e.target.value })}
                required
                maxLength={100}
              />
            </Field>
            <Field id="category-description" label="Description" required>
              <textarea
                id="category-description"
                className={`${inputClass} min-h-24`}
                value={form.description}
                onChange={(e) => setForm({ ...form, description: e.target.value })}
                required
                maxLength={1000}
              />
            </Field>
            <Field id="category-image" label="Image URL" required>
              <input
                id="category-image"
                type="url"
                className={inputClass}
                value={form.imageUrl}
                onChange={(e) => setForm({ ...form, imageUrl: e.target.value })}
                required
                placeholder="https://..."
              />
            </Field>
            <ImagePreview url={form.imageUrl} alt="Category image preview" />
            <button type="submit" className={`${primaryButton} w-full`} disabled={adding}>
              <Plus aria-hidden="true" className="h-4 w-4" />
              {adding ? 'Adding...' : 'Add Category'}
            </button>
          </form>
        </section>
      </div>
      <DeleteDialog del={del} title="Delete Category" message={(item) => cannotBeUndone(item.name)} />
    </>
  );
}
