/**
 * Invite staff: an address and a role within the inviter's rights. The server mails the link when
 * mail is set up; the link is shown here as well so the inviter can pass it on themselves.
 */
import { useStore } from '@nanostores/react';
import { Copy, UserPlus } from 'lucide-react';
import { useState, type SubmitEvent } from 'react';
import { assignableRoles, isStaff, roleOf, type Role } from '@/shared/roles';
import { $auth } from '@/stores/auth';
import { showToast } from '@/stores/toasts';
import { usersApi, type Invitation } from '../../api/users';
import { Dialog } from '../../components/Dialog';
import { Field } from '../../components/Field';
import { inputClass, primaryButton, secondaryButton } from '../../components/ui';
import { formatDay } from '../../lib/dates';
import { ROLE_NAMES } from '../../lib/role-names';

export function InviteStaff() {
  const me = useStore($auth).user;
  const roles = me ? assignableRoles(roleOf(me)).filter(isStaff) : [];
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState('');
  const [sent, setSent] = useState<Invitation | null>(null);

  if (roles.length === 0) return null;

  const close = () => {
    setOpen(false);
    setSent(null);
    setError('');
  };

  async function submit(e: SubmitEvent<HTMLFormElement>) {
    e.preventDefault();
    const form = new FormData(e.currentTarget);
    const email = String(form.get('email') ?? '').trim();
    const role = String(form.get('role')) as Role;
    if (!email) return setError('Email is required.');
    setBusy(true);
    setError('');
    try {
      const invitation = await usersApi.invite(email, role);
      setSent(invitation);
      showToast(`Invitation sent to ${invitation.email}.`, 'success');
    } catch (err) {
      setError((err as Error).message || 'The invitation could not be sent.');
    } finally {
      setBusy(false);
    }
  }

  async function copy(link: string) {
    try {
      await navigator.clipboard.writeText(link);
      showToast('Invitation link copied.', 'success');
    } catch {
      showToast('Copy failed: select the link and copy it by hand.', 'error');
    }
  }

  return (
    <>
      <button type="button" className={primaryButton} onClick={() => setOpen(true)} aria-haspopup="dialog">
        <UserPlus aria-hidden="true" className="h-4 w-4" />
        Invite staff
      </button>
      <Dialog open={open} title="Invite staff" onClose={close}>
        {({ descriptionId }) =>
          sent ? (
            <div className="mt-4 space-y-4">
              <p id={descriptionId} className="text-sm text-gray-600 dark:text-gray-300">
                {sent.email} is invited as {ROLE_NAMES[sent.role]}. The link works once, until {formatDay(sent.expiresAt)}.
              </p>
              <Field id="invite-link" label="Invitation link">
                <input
                  id="invite-link"
                  readOnly
                  value={sent.acceptUrl}
                  className={inputClass}
                  onFocus={(e) => e.target.select()}
                />
              </Field>
              <div className="flex justify-end gap-2">
                <button type="button" className={secondaryButton} onClick={() => void copy(sent.acceptUrl)}>
                  <Copy aria-hidden="true" className="h-4 w-4" />
                  Copy link
                </button>
                <button type="button" className={primaryButton} onClick={close}>
                  Done
                </button>
              </div>
            </div>
          ) : (
            <form className="mt-4 space-y-4" onSubmit={(e) => void submit(e)} noValidate>
              <p id={descriptionId} className="text-sm text-gray-600 dark:text-gray-300">
                They get a link to set their name and password, then sign in with this role.
              </p>
              {error && (
                <p role="alert" className="text-sm text-red-600 dark:text-red-400">
                  {error}
                </p>
              )}
              <Field id="invite-email" label="Email" required>
                <input id="invite-email" name="email" type="email" required autoComplete="off" className={inputClass} />
              </Field>
              <Field id="invite-role" label="Role">
                <select
                  id="invite-role"
                  name="role"
                  defaultValue={roles.includes('author') ? 'author' : roles[0]}
                  className={inputClass}
                >
                  {roles.map((r) => (
                    <option key={r} value={r}>
                      {ROLE_NAMES[r]}
                    </option>
                  ))}
                </select>
              </Field>
              <div className="flex justify-end gap-2">
                <button type="button" className={secondaryButton} onClick={close}>
                  Cancel
                </button>
                <button type="submit" className={primaryButton} disabled={busy}>
                  {busy ? 'Sending...' : 'Send invitation'}
                </button>
              </div>
            </form>
          )
        }
      </Dialog>
    </>
  );
}
