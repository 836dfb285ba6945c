/**
 * The main-thread time of keystrokes in the post editor, from a Chromium trace: per key, from the
 * task that delivers keydown until the editor has applied the change and the tasks it queued
 * (React renders of the toolbar, listeners, the shared document's sync) have run.
 */
import type { Locator, Page } from 'playwright-core';

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor((sorted.length * p) / 100))]!;

interface TraceEvent {
  name: string;
  ph: string;
  ts: number;
  dur?: number;
  tid: number;
  args?: { data?: { message?: string } };
}

/** Per key (sorted, ms): the main thread's busy time and the elapsed time between the key's marks. */
function keyFigures(trace: TraceEvent[]): { busy: number[]; elapsed: number[] } {
  const marks = trace.filter((e) => e.name === 'TimeStamp').sort((a, b) => a.ts - b.ts);
  const tid = marks[0]?.tid;
  const tasks = trace.filter((e) => e.name === 'RunTask' && e.ph === 'X' && e.tid === tid && e.dur);
  const windows: [number, number][] = [];
  for (const m of marks) {
    const message = m.args?.data?.message;
    if (message === 'key-start') {
      // The window opens when the task delivering the key starts.
      const task = tasks.find((t) => t.ts <= m.ts && m.ts <= t.ts + t.dur!);
      windows.push([task?.ts ?? m.ts, NaN]);
    } else if (message === 'key-end' && windows.length) windows.at(-1)![1] = m.ts;
  }
  const done = windows.filter(([, end]) => !Number.isNaN(end));
  const busy = done.map(
    ([start, end]) => tasks.reduce((sum, t) => sum + Math.max(0, Math.min(end, t.ts + t.dur!) - Math.max(start, t.ts)), 0) / 1000,
  );
  const elapsed = done.map(([start, end]) => (end - start) / 1000);
  return { busy: busy.sort((a, b) => a - b), elapsed: elapsed.sort((a, b) => a - b) };
}

export interface KeyTimes {
  keys: number;
  busy: { median: number; p95: number };
  elapsed: { median: number; p95: number };
}

/**
 * Types `keys` keys at the caret and answers their times. Two figures: main-thread time (the tasks
 * that ran in each key's window) and elapsed time, which also counts the wait for the next frame
 * that Chromium puts before tasks queued after input.
 */
export async function timeKeystrokes(page: Page, editor: Locator, keys: number): Promise<KeyTimes> {
  await editor.evaluate((el) => {
    const tiptap = (el as HTMLElement & { editor: { on: (e: string, f: () => void) => void } }).editor;
    el.addEventListener('keydown', () => console.timeStamp('key-start'), { capture: true });
    tiptap.on('transaction', () => {
      const hop = new MessageChannel();
      let hops = 0;
      hop.port1.onmessage = () => {
        if (++hops < 2) return hop.port2.postMessage(0);
        console.timeStamp('key-end');
      };
      hop.port2.postMessage(0);
    });
  });
  const cdp = await page.context().newCDPSession(page);
  const trace: TraceEvent[] = [];
  cdp.on('Tracing.dataCollected', (d) => trace.push(...(d.value as unknown as TraceEvent[])));
  await cdp.send('Tracing.start', {
    categories: 'devtools.timeline,disabled-by-default-devtools.timeline',
    transferMode: 'ReportEvents',
  });
  for (let i = 0; i < keys; i++) {
    await page.keyboard.press(i % 6 === 5 ? 'Space' : 'KeyA');
    await page.waitForTimeout(20);
  }
  await page.waitForTimeout(500);
  const traced = new Promise((r) => cdp.once('Tracing.tracingComplete', r));
  await cdp.send('Tracing.end');
  await traced;
  await cdp.detach();
  const { busy, elapsed } = keyFigures(trace);
  return {
    keys: busy.length,
    busy: { median: percentile(busy, 50), p95: percentile(busy, 95) },
    elapsed: { median: percentile(elapsed, 50), p95: percentile(elapsed, 95) },
  };
}
