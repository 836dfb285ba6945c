/**
 * Netlify runs the publishing job (netlify/functions/publish-scheduled.ts) every minute; netlify dev
 * does not run scheduled functions by itself. This calls it through the local server on the same
 * beat, so scheduled posts go out under `npm run dev` and in the browser tests as they do on Netlify.
 * SCHEDULER_INTERVAL_MS changes the beat (0 turns it off).
 */
export function startSchedulerTicks(siteUrl) {
  const every = Number(process.env.SCHEDULER_INTERVAL_MS ?? 60_000);
  if (!every) return () => {};
  const url = `${siteUrl}/.netlify/functions/publish-scheduled`;
  // netlify dev answers 500 for a function it has not loaded yet: until the job first answers, or
  // for two minutes, a failure is the server still starting.
  let quietUntil = Date.now() + 120_000;
  let running = false;
  const tick = async () => {
    // One run at a time, as on Netlify: a run slower than the beat is not joined by the next one.
    if (running) return;
    running = true;
    try {
      const res = await fetch(url, { method: 'POST', signal: AbortSignal.timeout(55_000) });
      if (res.ok) quietUntil = 0;
      else if (Date.now() > quietUntil) console.error(`Publishing job answered ${res.status}`);
    } catch (err) {
      // The server is still starting, or stopping: say so at most once a minute.
      if (Date.now() > quietUntil) console.error(`Publishing job not reachable yet: ${err.cause?.code ?? err.message}`);
      quietUntil = Date.now() + 60_000;
    } finally {
      running = false;
    }
  };
  const timer = setInterval(tick, every);
  timer.unref();
  return () => clearInterval(timer);
}
