/**
 * The co-editing relay (DESIGN.md, Writing together), with real Yjs documents as the clients: what
 * several people type at once is all kept and ends identical everywhere, compaction changes nothing a
 * client sees, and only people who may change the post can join it.
 */
import * as Y from 'yjs';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { resetClock, setClock } from '@/server/clock';
import { listKeys } from '@/server/storage/store';
import { authors } from '@/server/repos/taxonomy';
import type { SyncAnswer } from '@/shared/types';
import { call } from './helpers/dispatch';
import { storeFingerprint } from './helpers/fingerprint';
import { makeWorld, type World } from './helpers/route-fixtures';
import { makeUser } from './helpers/users';

const b64 = (u: Uint8Array) => Buffer.from(u).toString('base64');
const bytes = (s: string) => new Uint8Array(Buffer.from(s, 'base64'));

/** One editor's tab: a Y.Doc whose local changes wait in an outbox until the next sync sends them. */
class Tab {
  readonly doc = new Y.Doc();
  cursor = 0;
  private outbox: Uint8Array[] = [];

  constructor(
    readonly token: string,
    readonly postId: string,
  ) {
    this.doc.on('update', (update: Uint8Array, origin: unknown) => origin !== 'relay' && this.outbox.push(update));
  }

  get text(): string {
    return this.doc.getText('body').toString();
  }

  /** Types `words` between two of the words already there (each ends in '>' or ' '), where others may be typing too. */
  type(words: string): void {
    const body = this.doc.getText('body');
    const text = body.toString();
    const gaps = [0, ...[...text].flatMap((ch, i) => (ch === '>' || ch === ' ' ? [i + 1] : []))];
    body.insert(gaps[Math.floor(Math.random() * gaps.length)]!, words);
  }

  async sync(awareness?: Record<string, unknown>): Promise<SyncAnswer> {
    const sending = this.outbox.length;
    const update = sending ? b64(Y.mergeUpdates(this.outbox.slice(0, sending))) : undefined;
    const res = await call('POST', `/api/posts/${this.postId}/sync`, {
      token: this.token,
      body: { clientId: this.doc.clientID, cursor: this.cursor, update, awareness },
    });
    expect(res.status, await res.clone().text()).toBe(200);
    const answer = (await res.json()).data as SyncAnswer;
    this.outbox.splice(0, sending);
    if (answer.snapshot) Y.applyUpdate(this.doc, bytes(answer.snapshot), 'relay');
    for (const u of answer.updates) Y.applyUpdate(this.doc, bytes(u), 'relay');
    this.cursor = answer.cursor;
    return answer;
  }
}

let w: World;
let editor: string;
const people: Record<'author' | 'otherAuthor' | 'contributor', { token: string; authorId: string }> = {} as never;

beforeAll(async () => {
  w = await makeWorld();
  editor = (await makeUser({ role: 'editor', name: 'Eddie Editor' })).token;
  for (const [key, role] of [
    ['author', 'author'],
    ['otherAuthor', 'author'],
    ['contributor', 'contributor'],
  ] as const) {
    const authorId = `sync-${key}`;
    await authors.save({ id: authorId, name: key, avatarUrl: '', bio: '', followers: 0 });
    people[key] = { token: (await makeUser({ role, authorId, name: `The ${key}` })).token, authorId };
  }
});
afterEach(() => resetClock());

async function newPost(token = w.admin, authorId = 'matrix-author', status = 'draft'): Promise<string> {
  const res = await call('POST', '/api/posts', {
    token,
    body: { title: `Together ${Math.random()}`, content: '<p>x</p>', authorId, categoryId: 'matrix-cat', status },
  });
  expect(res.status, await res.clone().text()).toBe(201);
  return (await res.json()).data.id;
}

/** Every tab syncs until a whole round brings nobody anything new. */
async function settle(tabs: Tab[]): Promise<void> {
  for (let round = 0; round < 10; round++) {
    const answers = await Promise.all(tabs.map((t) => t.sync()));
    if (round > 0 && answers.every((a) => !a.updates.length && !a.snapshot)) return;
  }
  throw new Error('The tabs did not settle in 10 rounds');
}

async function typeTogether(tabs: Tab[], rounds: number): Promise<string[]> {
  const typed: string[] = [];
  for (let r = 0; r < rounds; r++) {
    await Promise.all(
      tabs.map(async (tab, i) => {
        const words = `<${i}:${r}>`;
        typed.push(words);
        tab.type(words);
        await tab.sync();
      }),
    );
  }
  await settle(tabs);
  return typed;
}

describe('co-editing a post', () => {
  it('two people typing in one paragraph at once end with the same text, every character kept', async () => {
    const id = await newPost();
    const tabs = [new Tab(w.admin, id), new Tab(editor, id)];
    const typed = await typeTogether(tabs, 15);
    expect(tabs[1]!.text).toBe(tabs[0]!.text);
    for (const words of typed) expect(tabs[0]!.text).toContain(words);
    expect(tabs[0]!.text.length).toBe(typed.join('').length);
  });

  it('five people typing at once for twenty rounds all end identical, nothing lost', async () => {
    const id = await newPost();
    const tokens = [w.admin, editor, w.admin, editor, w.admin];
    const tabs = tokens.map((token) => new Tab(token, id));
    const typed = await typeTogether(tabs, 20);
    for (const tab of tabs) expect(tab.text).toBe(tabs[0]!.text);
    expect(typed.filter((words) => !tabs[0]!.text.includes(words))).toEqual([]);
    // A tab that joins afterwards gets the same document.
    const late = new Tab(editor, id);
    await late.sync();
    expect(late.text).toBe(tabs[0]!.text);
  });

  it('keeps every one of 20 updates sent at the same moment', async () => {
    const id = await newPost();
    const tabs = Array.from({ length: 20 }, () => new Tab(w.admin, id));
    tabs.forEach((tab, i) => tab.type(`[${i}]`));
    await Promise.all(tabs.map((t) => t.sync()));
    const reader = new Tab(editor, id);
    await reader.sync();
    expect(tabs.map((_, i) => `[${i}]`).filter((words) => !reader.text.includes(words))).toEqual([]);
  });

  it('compacts the log past 200 updates into a snapshot, and every client still ends identical', async () => {
    const id = await newPost();
    const [a, b] = [new Tab(w.admin, id), new Tab(editor, id)];
    for (let i = 0; i < 105; i++) {
      a.type(`a${i} `);
      await a.sync();
      b.type(`b${i} `);
      await b.sync();
    }
    await settle([a, b]);
    const log = await listKeys(`post-sync/${id}/log/`);
    expect(log.length).toBeLessThan(20);
    expect(await listKeys(`post-sync/${id}/snapshot`)).toHaveLength(1);
    expect(b.text).toBe(a.text);
    expect(a.text.split(' ').filter(Boolean)).toHaveLength(210);
    // A new client starts from the snapshot: the same document.
    const late = new Tab(w.admin, id);
    const first = await late.sync();
    expect(first.snapshot).toEqual(expect.any(String));
    expect(late.text).toBe(a.text);
  });

  it('compacts past 256 KB of updates', async () => {
    const id = await newPost();
    const a = new Tab(w.admin, id);
    for (let i = 0; i < 3; i++) {
      a.type(`${String(i).repeat(100_000)} `);
      await a.sync();
    }
    // A client reading the whole log sees its size.
    const late = new Tab(editor, id);
    await late.sync();
    expect(late.text).toBe(a.text);
    expect(await listKeys(`post-sync/${id}/snapshot`)).toHaveLength(1);
    expect(await listKeys(`post-sync/${id}/log/`)).toHaveLength(0);
  });
});

describe('presence', () => {
  it('shows each other person once, with name, colour and caret, and polls faster while others are in', async () => {
    const id = await newPost();
    const [mine, myOtherTab, theirs] = [new Tab(w.admin, id), new Tab(w.admin, id), new Tab(editor, id)];
    const alone = await mine.sync({ selection: { anchor: 1, head: 1 } });
    expect(alone.presence).toEqual([]);
    expect(alone.pollMs).toBe(5_000);
    await myOtherTab.sync({ selection: { anchor: 2, head: 4 } });
    const seen = await theirs.sync({ selection: { anchor: 0, head: 0 } });
    expect(seen.pollMs).toBe(1_000);
    expect(seen.presence).toHaveLength(1);
    expect(seen.presence[0]).toMatchObject({
      name: w.adminUser.name,
      userId: w.adminUser.id,
      color: expect.stringMatching(/^#[0-9a-f]{6}$/),
      state: { selection: { anchor: 2, head: 4 } },
    });
    expect((await mine.sync()).presence.map((p) => p.name)).toEqual(['Eddie Editor']);
  });

  it('drops someone not heard from for 30 seconds', async () => {
    const id = await newPost();
    const [a, b] = [new Tab(w.admin, id), new Tab(editor, id)];
    await a.sync();
    const start = Date.now();
    setClock(() => start + 31_000);
    const answer = await b.sync();
    expect(answer.presence).toEqual([]);
    expect(answer.pollMs).toBe(5_000);
  });
});

describe('who may join', () => {
  it('lets in those who may change the post as it stands, and refuses everyone else, storing nothing', async () => {
    const draft = await newPost(people.author.token, people.author.authorId);
    const published = await newPost(people.contributor.token, people.contributor.authorId);
    // An editor publishes the contributor's draft: it has left the contributor's hands.
    const res = await call('GET', `/api/posts/${published}`, { token: editor });
    const post = (await res.json()).data;
    const put = await call('PUT', `/api/posts/${published}`, {
      token: editor,
      body: { ...post, authorId: post.author.id, categoryId: post.category.id, tags: [], status: 'published' },
    });
    expect(put.status, await put.clone().text()).toBe(200);
    const join = (token: string, postId: string) =>
      call('POST', `/api/posts/${postId}/sync`, {
        token,
        body: { clientId: 7, cursor: 0, update: b64(Y.encodeStateAsUpdate(new Y.Doc())) },
      });

    expect((await join(people.author.token, draft)).status).toBe(200);
    expect((await join(editor, draft)).status).toBe(200);
    const before = await storeFingerprint();
    for (const [token, postId, status] of [
      [w.reader, draft, 403],
      [people.otherAuthor.token, draft, 403],
      [people.contributor.token, draft, 403],
      [people.contributor.token, published, 403],
      [undefined, draft, 401],
      [w.admin, 'no-such-post', 404],
    ] as const) {
      const answer = await join(token as string, postId);
      expect(answer.status, `${postId}: ${await answer.clone().text()}`).toBe(status);
    }
    expect(await storeFingerprint()).toBe(before);
  });

  it('refuses what is not a Yjs update with 400 INVALID_UPDATE, storing nothing', async () => {
    const id = await newPost();
    const before = await storeFingerprint();
    for (const update of [Buffer.from('not an update at all').toString('base64'), 'not base64!']) {
      const res = await call('POST', `/api/posts/${id}/sync`, { token: w.admin, body: { clientId: 1, cursor: 0, update } });
      expect(res.status).toBe(400);
      expect(['INVALID_UPDATE', 'VALIDATION_FAILED']).toContain((await res.json()).code);
    }
    expect(await storeFingerprint()).toBe(before);
  });
});
