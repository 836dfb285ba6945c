import { useStore } from '@nanostores/react';
import { Plus } from 'lucide-react';
import { useEffect } from 'react';
import { Link } from 'react-router';
import type { Author } from '@/shared/types';
import { formatFollowers, plural } from '@/lib/text';
import { Avatar } from '../components/Avatar';
import { PageHeader } from '../components/PageHeader';
import { TableCard } from '../components/TableCard';
import { primaryButton, tdClass } from '../components/ui';
import { deleteFailure } from '../lib/errors';
import { $authors, deleteAuthor, loadAuthors } from '../stores/taxonomy';
import { useConfirmedDelete } from '../lib/use-confirmed-delete';
import { MESSAGES } from '@/shared/messages';
import { cannotBeUndone, DeleteDialog } from '../components/DeleteDialog';
import { DeleteAction, EditAction } from '../components/RowActions';
import { useCan } from '../lib/use-can';
import { InviteStaff } from './users/InviteStaff';

export function Authors() {
  const allowed = useCan();
  const authors = useStore($authors);
  const del = useConfirmedDelete((item: Author) => deleteAuthor(item.id), {
    done: (a) => `Author "${a.name}" deleted.`,
    failed: (a, err) => deleteFailure(err, a.name, 'AUTHOR_HAS_POSTS', MESSAGES.authorHasPosts(a.name)),
  });

  useEffect(() => {
    void loadAuthors();
  }, []);

  return (
    <>
      <PageHeader
        title="Manage Authors"
        description="The bylines shown on posts."
        actions={
          <>
            {/* Administrators invite from Manage Users; an editor, who has no user list, invites from here. */}
            {!allowed('site.admin') && <InviteStaff />}
            <Link to="/admin/authors/new" className={primaryButton}>
              <Plus aria-hidden="true" className="h-4 w-4" />
              New Author
            </Link>
          </>
        }
      />
      <TableCard
        label="Authors"
        loading={authors.loading}
        error={authors.error}
        isEmpty={authors.items.length === 0}
        emptyMessage="No authors yet."
        onRetry={() => void loadAuthors()}
        columns={[{ label: 'Author' }, { label: 'Bio' }, { label: 'Posts' }, { label: 'Actions', hidden: true, align: 'right' }]}
      >
        {authors.items.map((a) => (
          <tr key={a.id} className="hover:bg-gray-50 dark:hover:bg-gray-800/40">
            <td className={tdClass}>
              <div className="flex items-center gap-3">
                <Avatar name={a.name} url={a.avatarUrl} />
                <div>
                  <p className="font-medium text-gray-900 dark:text-white">{a.name}</p>
                  <p className="text-xs text-gray-500 dark:text-gray-400">{formatFollowers(a.followers ?? 0)} followers</p>
                </div>
              </div>
            </td>
            <td className={`${tdClass} max-w-lg`}>
              <p className="line-clamp-2">{a.bio}</p>
            </td>
            <td className={`${tdClass} whitespace-nowrap`}>{plural(a.postCount ?? 0, 'post')}</td>
            <td className={`${tdClass} whitespace-nowrap text-right`}>
              <EditAction label={`Edit "${a.name}"`} to={`/admin/authors/edit/${encodeURIComponent(a.id)}`} />
              <DeleteAction label={`Delete "${a.name}"`} onClick={() => del.ask(a)} />
            </td>
          </tr>
        ))}
      </TableCard>
      <DeleteDialog del={del} title="Delete Author" message={(item) => cannotBeUndone(item.name)} />
    </>
  );
}
