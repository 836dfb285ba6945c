import { Pencil, Trash2 } from 'lucide-react';
import { Link } from 'react-router';
import { iconButton } from './ui';

const pencil = <Pencil aria-hidden="true" className="h-4 w-4" />;

/** A row's Edit control: a link to the edit screen, a button that opens a form, or a disabled button saying why. */
export function EditAction({
  label,
  to,
  onClick,
  unavailable,
}: {
  label: string;
  to?: string;
  onClick?: () => void;
  unavailable?: string;
}) {
  if (to)
    return (
      <Link to={to} className={iconButton} aria-label={label} title="Edit">
        {pencil}
      </Link>
    );
  return (
    <button
      type="button"
      className={iconButton}
      aria-label={label}
      title={unavailable ?? 'Edit'}
      disabled={Boolean(unavailable)}
      onClick={onClick}
    >
      {pencil}
    </button>
  );
}

/** A row's Delete button; the list's confirmation dialog does the rest. */
export function DeleteAction({
  label,
  onClick,
  disabled,
  title = 'Delete',
}: {
  label: string;
  onClick: () => void;
  disabled?: boolean;
  title?: string;
}) {
  return (
    <button
      type="button"
      className={`${iconButton} hover:!text-red-600`}
      aria-label={label}
      title={title}
      disabled={disabled}
      onClick={onClick}
    >
      <Trash2 aria-hidden="true" className="h-4 w-4" />
    </button>
  );
}
