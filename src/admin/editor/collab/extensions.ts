import type { Extensions } from '@tiptap/core';
import Collaboration from '@tiptap/extension-collaboration';
import CollaborationCaret from '@tiptap/extension-collaboration-caret';
import { KeepNodeSelection } from './keep-node-selection';
import type { SyncSession } from './sync-session';
import { CONTENT_FIELD } from './shared-doc';

/** What the editor needs to edit a shared document: the session, and who this person is to the others. */
export interface SharedEditing {
  session: SyncSession;
  user: { name: string; color: string };
}

/** The body bound to the shared document's `content` fragment, and the others' named carets and selections. */
export function collaborationExtensions({ session, user }: SharedEditing): Extensions {
  return [
    Collaboration.configure({ document: session.doc, field: CONTENT_FIELD }),
    CollaborationCaret.configure({ provider: { awareness: session.awareness }, user }),
    KeepNodeSelection,
  ];
}
