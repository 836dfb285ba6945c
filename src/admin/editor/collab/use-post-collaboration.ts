import { useEffect, useRef, useState } from 'react';
import { IndexeddbPersistence } from 'y-indexeddb';
import * as Y from 'yjs';
import { ApiError } from '@/browser/api';
import { presenceColor } from '@/shared/presence-colors';
import { postsApi } from '../../api/posts';
import type { PostForm } from '../post-form';
import type { Opened, SharedLink } from '../saving/use-document-editor';
import type { PostAbout } from '../use-post-document';
import { seedUpdate, writeForm } from './seed';
import { fingerprint, isBlank, markSaved, readFields, savedVersion, writeField } from './shared-doc';
import { SyncRefused, SyncSession } from './sync-session';

/** How long the copy kept on this device may take to load before the post opens without it. */
const LOCAL_COPY_WAIT_MS = 2_000;

export type Collaboration =
  | { state: 'opening' }
  /** Not shared: a new post, or the relay refused, or it is unreachable and this device keeps no copy. */
  | { state: 'off' }
  | { state: 'on'; session: SyncSession; user: { name: string; color: string } };

interface Options {
  id: string | null;
  opened: Opened<PostForm, PostAbout> | null;
  me: { id: string; name: string } | null;
  link: (link: SharedLink<PostForm> | null) => void;
  showFields: (fields: PostForm) => void;
}

/** The relay answered no for this person or post (as opposed to not answering). */
const refused = (err: unknown) =>
  err instanceof ApiError && err.status >= 400 && err.status < 500 && err.status !== 408 && err.status !== 429;
const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Opens the post's shared document for each opened version of a saved post: the copy kept on this
 * device, then the relay's; seeds it from the saved post when nobody has yet; and links the editor's
 * fields and saves to it.
 */
export function usePostCollaboration({ id, opened, me, link, showFields }: Options): Collaboration {
  // What was decided, for which opened version: a newer version is opening until decided again.
  const [decided, setDecided] = useState<{ key: string; collab: Collaboration } | null>(null);
  const latest = useRef({ link, showFields, me });
  useEffect(() => {
    latest.current = { link, showFields, me };
  });
  const key = opened?.key ?? null;

  useEffect(() => {
    if (!opened || !id || !key) return;
    let closed = false;
    const setCollab = (collab: Collaboration) => setDecided({ key, collab });
    const doc = new Y.Doc();
    const local = new IndexeddbPersistence(`inkwell:post:${id}`, doc);
    const session = new SyncSession(doc, (body, keepalive) => postsApi.sync(id, body, keepalive), refused);
    const stopFields = () => doc.off('afterTransaction', onTransaction);
    function onTransaction(tr: Y.Transaction) {
      // Someone else's change (from the relay): show their title, excerpt and settings.
      if (!tr.local) latest.current.showFields(readFields(doc, opened!.fields));
    }

    void (async () => {
      await Promise.race([local.whenSynced, wait(LOCAL_COPY_WAIT_MS)]);
      let joined;
      try {
        joined = await session.join();
      } catch (err) {
        if (!(err instanceof SyncRefused)) throw err;
        void local.clearData();
        joined = null;
      }
      if (closed) return;
      if (!joined || (!joined.reached && isBlank(doc))) return setCollab({ state: 'off' });
      const saved = opened.fields;
      if (isBlank(doc)) Y.applyUpdate(doc, seedUpdate(saved, opened.etag));
      // Saved elsewhere (an API client, another editor's reload) since this document was: alone, the saved post wins.
      else if (joined.reached && joined.alone && savedVersion(doc).body !== fingerprint(saved.content))
        writeForm(doc, saved, opened.etag);
      session.start();
      doc.on('afterTransaction', onTransaction);
      latest.current.showFields(readFields(doc, saved));
      latest.current.link({
        set: (field, value) => writeField(doc, String(field), value),
        etag: () => savedVersion(doc).etag ?? opened.etag,
        saved: (version) => markSaved(doc, version.content, version.etag),
      });
      const person = latest.current.me;
      const user = { name: person?.name ?? 'Someone', color: presenceColor(person?.id ?? '') };
      setCollab({ state: 'on', session, user });
    })().catch(() => !closed && setCollab({ state: 'off' }));

    return () => {
      closed = true;
      latest.current.link(null);
      stopFields();
      session.stop();
      // The last sync is under way with what it needs; the local copy keeps the rest.
      void local.destroy();
      doc.destroy();
    };
    // One shared document per opened version.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key, id]);

  if (!opened) return { state: 'opening' };
  if (!id) return { state: 'off' };
  return decided?.key === key ? decided.collab : { state: 'opening' };
}
