/**
 * One tab's link to a post's shared document (DESIGN.md, Writing together): it polls the relay,
 * sending what this tab changed and applying what the others did; 1 s while someone else is in the
 * post, 5 s alone, soon after a keystroke, never while the tab is hidden. A change stays queued (and
 * in IndexedDB, with the document) until the relay has taken it; offline, editing goes on and the
 * queue is sent on reconnect.
 */
import { atom } from 'nanostores';
import { fromBase64, toBase64 } from 'lib0/buffer';
import { Awareness } from 'y-protocols/awareness';
import * as Y from 'yjs';
import type { SyncAnswer, SyncPresence } from '@/shared/types/sync';

/** Marks the changes that came from the relay (never sent back). */
const REMOTE = Symbol('relay');
/** After a keystroke, changes wait this long so a burst of typing goes as one request. */
const SEND_DELAY_MS = 100;
/** …but a request goes at least this often while someone types. */
const SEND_EVERY_MS = 500;
/** How long to wait before trying again when the relay cannot be reached. */
const RETRY_MS = 3_000;

export interface SyncRequest {
  clientId: number;
  cursor: number;
  update?: string;
  awareness?: Record<string, unknown>;
}
export type SyncTransport = (body: SyncRequest, keepalive: boolean) => Promise<SyncAnswer>;

/** Why the relay refused: the person may not (or no longer) edit this post, or it is gone. */
export class SyncRefused extends Error {}
/** Tells a refusal (the session stops) from the relay being unreachable (the session retries). */
export type IsRefusal = (err: unknown) => boolean;

export class SyncSession {
  readonly awareness: Awareness;
  /** Whether the relay answered the last request. */
  readonly $online = atom(true);
  /** The others in the post now. */
  readonly $people = atom<SyncPresence[]>([]);
  /** Whether changes made here have not reached the relay yet. */
  readonly $unsent = atom(false);
  /** The relay refused this person (their role changed, or the post is gone): editing here is no longer shared. */
  readonly $refused = atom(false);
  private cursor = 0;
  /** What the relay is known to hold: the base for working out what this tab has that it lacks. */
  private readonly server = new Y.Doc();
  private queue: Uint8Array[] = [];
  private pollMs = 5_000;
  private presenceSent = '';
  private timer: ReturnType<typeof setTimeout> | undefined;
  private inFlight: Promise<void> | null = null;
  private lastSent = 0;
  private stopped = false;
  private readonly cleanups: (() => void)[] = [];

  constructor(
    readonly doc: Y.Doc,
    private readonly send: SyncTransport,
    private readonly isRefusal: IsRefusal,
  ) {
    this.awareness = new Awareness(doc);
  }

  /** The first exchange: everything the relay has. Answers whether it was reached. */
  async join(): Promise<{ reached: boolean; alone: boolean }> {
    try {
      const answer = await this.send({ clientId: this.doc.clientID, cursor: 0 }, false);
      this.apply(answer);
      return { reached: true, alone: answer.presence.length === 0 };
    } catch (err) {
      if (this.isRefusal(err)) throw new SyncRefused(String(err));
      this.$online.set(false);
      return { reached: false, alone: true };
    }
  }

  /**
   * From here on every change made in this tab is sent. What the document already holds that the
   * relay lacks (kept on this device from an earlier visit, or just seeded) goes first.
   */
  start(): void {
    const missing = this.missingFromServer();
    if (missing) this.enqueue(missing);
    const onUpdate = (update: Uint8Array, origin: unknown) => origin !== REMOTE && this.enqueue(update);
    this.doc.on('update', onUpdate);
    // A caret moved without typing (a click, a selection) shows to the others soon, too.
    const onPresence = (_: unknown, origin: unknown) => {
      if (origin === 'local' && !this.queue.length && JSON.stringify(this.awareness.getLocalState()) !== this.presenceSent)
        this.schedule(SEND_DELAY_MS);
    };
    this.awareness.on('update', onPresence);
    this.cleanups.push(
      () => this.doc.off('update', onUpdate),
      () => this.awareness.off('update', onPresence),
    );
    // In a browser tab (the benchmark runs sessions in Node, always visible and online).
    if (typeof document !== 'undefined') {
      const onVisibility = () => (document.hidden ? clearTimeout(this.timer) : this.schedule(0));
      const onOnline = () => this.schedule(0);
      document.addEventListener('visibilitychange', onVisibility);
      window.addEventListener('online', onOnline);
      this.cleanups.push(
        () => document.removeEventListener('visibilitychange', onVisibility),
        () => window.removeEventListener('online', onOnline),
      );
    }
    this.schedule(this.queue.length ? 0 : this.pollMs);
  }

  /** Sends what is queued now, while the page may be closing; then stops. */
  stop(): void {
    if (this.stopped) return;
    this.stopped = true;
    clearTimeout(this.timer);
    for (const cleanup of this.cleanups) cleanup();
    if (this.queue.length && !this.$refused.get()) void this.exchange(true).catch(() => undefined);
    this.awareness.destroy();
    this.server.destroy();
  }

  private enqueue(update: Uint8Array): void {
    this.queue.push(update);
    if (!this.$unsent.get()) this.$unsent.set(true);
    const sinceLast = Date.now() - this.lastSent;
    this.schedule(sinceLast >= SEND_EVERY_MS ? SEND_DELAY_MS : Math.max(SEND_DELAY_MS, SEND_EVERY_MS - sinceLast));
  }

  /** Asks again in `ms`, in place of the wait already set; never while the tab is hidden. */
  private schedule(ms: number): void {
    if (this.stopped || this.$refused.get() || (typeof document !== 'undefined' && document.hidden)) return;
    clearTimeout(this.timer);
    this.timer = setTimeout(() => void this.tick(), ms);
  }

  private async tick(): Promise<void> {
    if (this.inFlight) return;
    this.inFlight = this.exchange(false)
      .then(() => {
        this.$online.set(true);
        this.schedule(this.queue.length ? SEND_DELAY_MS : this.pollMs);
      })
      .catch((err: unknown) => {
        if (this.isRefusal(err)) {
          this.$refused.set(true);
          return;
        }
        this.$online.set(false);
        this.schedule(RETRY_MS);
      })
      .finally(() => {
        this.inFlight = null;
      });
    await this.inFlight;
  }

  private async exchange(keepalive: boolean): Promise<void> {
    const sending = this.queue.length;
    const update = sending ? Y.mergeUpdates(this.queue.slice(0, sending)) : null;
    const body: SyncRequest = { clientId: this.doc.clientID, cursor: this.cursor };
    if (update) body.update = toBase64(update);
    // Presence goes every time: the relay counts a person as gone after 30 s without a request.
    const presence = this.awareness.getLocalState();
    if (presence) body.awareness = presence;
    this.presenceSent = JSON.stringify(presence);
    this.lastSent = Date.now();
    const answer = await this.send(body, keepalive);
    if (this.stopped) return;
    // Only now is it the relay's: changes queued meanwhile wait for the next request.
    this.queue = this.queue.slice(sending);
    if (update) Y.applyUpdate(this.server, update, REMOTE);
    if (!this.queue.length) this.$unsent.set(false);
    this.apply(answer);
  }

  private apply(answer: SyncAnswer): void {
    const incoming = [...(answer.snapshot ? [answer.snapshot] : []), ...answer.updates].map((u) => fromBase64(u));
    if (incoming.length) {
      const merged = Y.mergeUpdates(incoming);
      Y.applyUpdate(this.server, merged, REMOTE);
      Y.applyUpdate(this.doc, merged, REMOTE);
    }
    this.cursor = answer.cursor;
    this.pollMs = answer.pollMs;
    this.showPeople(answer.presence);
  }

  /** The others' carets and selections, under the names and colours the relay vouches for. */
  private showPeople(people: SyncPresence[]): void {
    this.$people.set(people);
    const states = this.awareness.getStates();
    const now = Date.now();
    const seen = new Set<number>();
    const added: number[] = [];
    const updated: number[] = [];
    for (const p of people) {
      const id = Number(p.clientId);
      if (id === this.doc.clientID) continue;
      seen.add(id);
      (states.has(id) ? updated : added).push(id);
      states.set(id, { ...(p.state ?? {}), user: { name: p.name, color: p.color } });
      const meta = this.awareness.meta.get(id);
      this.awareness.meta.set(id, { clock: (meta?.clock ?? 0) + 1, lastUpdated: now });
    }
    const removed = [...states.keys()].filter((id) => id !== this.doc.clientID && !seen.has(id));
    for (const id of removed) {
      states.delete(id);
      this.awareness.meta.delete(id);
    }
    if (added.length || updated.length || removed.length) this.awareness.emit('change', [{ added, updated, removed }, REMOTE]);
  }

  /** What this tab's document holds that the relay does not, or null. */
  private missingFromServer(): Uint8Array | null {
    const diff = Y.encodeStateAsUpdate(this.doc, Y.encodeStateVector(this.server));
    const probe = new Y.Doc();
    Y.applyUpdate(probe, Y.encodeStateAsUpdate(this.server));
    let changed = false;
    probe.on('update', () => (changed = true));
    Y.applyUpdate(probe, diff);
    probe.destroy();
    return changed ? diff : null;
  }
}
