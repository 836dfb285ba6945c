import { useEffect, useState, type SubmitEvent } from 'react';
import { useNavigate, useParams } from 'react-router';
import { Avatar } from '../components/Avatar';
import { Field } from '../components/Field';
import { PageHeader } from '../components/PageHeader';
import { LoadingState } from '../components/States';
import { cardClass, inputClass, primaryButton, secondaryButton } from '../components/ui';
import { loadAuthor, saveAuthor } from '../stores/taxonomy';
import { showToast } from '@/stores/toasts';

const EMPTY = { name: '', avatarUrl: '', bio: '', followers: 0 };

/** Creates an author, or edits one when the route carries an id. */
export function AuthorForm() {
  const { id } = useParams();
  const navigate = useNavigate();
  const [form, setForm] = useState(EMPTY);
  const [loading, setLoading] = useState(Boolean(id));
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState('');

  useEffect(() => {
    if (!id) return;
    let live = true;
    loadAuthor(id)
      .then((a) => {
        if (!live) return;
        setForm({ name: a.name, avatarUrl: a.avatarUrl, bio: a.bio, followers: a.followers ?? 0 });
        setLoading(false);
      })
      .catch(() => live && navigate('/admin/authors', { replace: true }));
    return () => {
      live = false;
    };
  }, [id, navigate]);

  async function submit(e: SubmitEvent) {
    e.preventDefault();
    const payload = { name: form.name.trim(), avatarUrl: form.avatarUrl.trim(), bio: form.bio.trim(), followers: form.followers };
    if (!payload.name || !payload.avatarUrl || !payload.bio) {
      setError('Please fill in all required fields.');
      return;
    }
    setSaving(true);
    try {
      await saveAuthor(id ?? null, payload);
      showToast(id ? `Author "${payload.name}" updated.` : `Author "${payload.name}" created.`, 'success');
      navigate('/admin/authors');
    } catch (err) {
      showToast((err as Error).message || 'Failed to save author.', 'error');
      setSaving(false);
    }
  }

  if (loading) return <LoadingState label="Loading author..." />;
  return (
    <>
      <PageHeader title={id ? 'Edit Author' : 'New Author'} />
      <form onSubmit={submit} noValidate className={`${cardClass} max-w-2xl space-y-5 p-6`}>
        {error && (
          <p role="alert" className="rounded-lg bg-red-50 px-3 py-2 text-sm text-red-700 dark:bg-red-950 dark:text-red-300">
            {error}
          </p>
        )}
        <Field id="author-name" label="Name" required>
          <input
            id="author-name"
            className={inputClass}
            value={form.name}
            onChange={(e) => setForm({ ...form, name: e.target.value })}
            maxLength={100}
          />
        </Field>
        <Field id="author-avatar" label="Avatar URL" required>
          <div className="flex items-center gap-4">
            <input
              id="author-avatar"
              type="url"
              className={inputClass}
              value={form.avatarUrl}
              onChange={(e) => setForm({ ...form, avatarUrl: e.target.value })}
              placeholder="https://..."
            />
            {form.avatarUrl.trim() && <Avatar name={form.name || '?'} url={form.avatarUrl.trim()} size="lg" />}
          </div>
        </Field>
        <Field id="author-bio" label="Bio" required>
          <textarea
            id="author-bio"
            className={`${inputClass} min-h-32`}
            value={form.bio}
            onChange={(e) => setForm({ ...form, bio: e.target.value })}
            maxLength={1000}
          />
        </Field>
        <div className="flex justify-end gap-3 pt-2">
          <button type="button" className={secondaryButton} onClick={() => void navigate('/admin/authors')}>
            Cancel
          </button>
          <button type="submit" className={primaryButton} disabled={saving}>
            {saving ? 'Saving...' : id ? 'Save Changes' : 'Create Author'}
          </button>
        </div>
      </form>
    </>
  );
}
