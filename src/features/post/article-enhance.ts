/**
 * Article page behaviour without a framework: the reading-progress bar and ring, the contents
 * list's active heading and smooth scrolling with an 80 px offset for the sticky header.
 */
import { CONTROLS_RENDERED, onEveryPage } from '@/browser/dom';

const SCROLL_OFFSET = 80;
let cleanup: (() => void) | null = null;

function trackProgress(article: HTMLElement): () => void {
  const bar = document.querySelector<HTMLElement>('[data-progress-bar]');
  const ring = document.querySelector<HTMLElement>('[data-progress-ring]');
  const arc = document.querySelector<SVGCircleElement>('[data-progress-arc]');
  const text = document.querySelector<HTMLElement>('[data-progress-text]');
  const length = arc ? Number(arc.getAttribute('stroke-dasharray')) : 0;
  let frame = 0;
  const update = () => {
    frame = 0;
    const rect = article.getBoundingClientRect();
    const scrollable = rect.height - window.innerHeight;
    const ratio = scrollable > 0 ? Math.min(1, Math.max(0, -rect.top / scrollable)) : rect.top <= 0 ? 1 : 0;
    const pct = Math.round(ratio * 100);
    if (bar) bar.style.transform = `scaleX(${ratio})`;
    if (ring) {
      ring.hidden = !(pct > 5 && pct < 95);
      ring.setAttribute('aria-valuenow', String(pct));
    }
    if (arc) arc.setAttribute('stroke-dashoffset', String(length * (1 - ratio)));
    if (text) text.textContent = `${pct}%`;
  };
  const schedule = () => {
    if (!frame) frame = requestAnimationFrame(update);
  };
  update();
  window.addEventListener('scroll', schedule, { passive: true });
  window.addEventListener('resize', schedule);
  return () => {
    cancelAnimationFrame(frame);
    window.removeEventListener('scroll', schedule);
    window.removeEventListener('resize', schedule);
  };
}

function trackHeadings(toc: HTMLElement): () => void {
  const links = new Map<string, HTMLAnchorElement>();
  for (const a of toc.querySelectorAll<HTMLAnchorElement>('[data-toc-link]')) links.set(a.dataset.tocLink!, a);
  const targets = [...links.keys()].map((id) => document.getElementById(id)).filter((el): el is HTMLElement => Boolean(el));
  const setActive = (id: string) => {
    for (const [key, a] of links) {
      if (key === id) a.setAttribute('aria-current', 'true');
      else a.removeAttribute('aria-current');
    }
  };
  // The active heading is the first one inside the band below the header and above the bottom 40 %.
  const inBand = new Set<Element>();
  const observer = new IntersectionObserver(
    (entries) => {
      for (const e of entries) {
        if (e.isIntersecting) inBand.add(e.target);
        else inBand.delete(e.target);
      }
      const first = targets.find((t) => inBand.has(t));
      if (first) setActive(first.id);
    },
    { rootMargin: `-${SCROLL_OFFSET}px 0px -40% 0px` },
  );
  for (const t of targets) observer.observe(t);

  const onClick = (e: MouseEvent) => {
    const link = (e.target as Element | null)?.closest?.<HTMLAnchorElement>('[data-toc-link]');
    if (!link || !toc.contains(link)) return;
    const target = document.getElementById(link.dataset.tocLink!);
    if (!target) return;
    e.preventDefault();
    const reduce = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    window.scrollTo({
      top: target.getBoundingClientRect().top + window.scrollY - SCROLL_OFFSET,
      behavior: reduce ? 'auto' : 'smooth',
    });
    history.replaceState(history.state, '', `#${target.id}`);
    setActive(target.id);
  };
  // Capture phase, so the client router never treats the jump as a navigation.
  document.addEventListener('click', onClick, true);
  return () => {
    observer.disconnect();
    document.removeEventListener('click', onClick, true);
  };
}

function enhance(): void {
  cleanup?.();
  cleanup = null;
  const article = document.querySelector<HTMLElement>('[data-article-body]');
  if (!article) return;
  const stops = [trackProgress(article)];
  const toc = document.querySelector<HTMLElement>('[data-toc]');
  if (toc) stops.push(trackHeadings(toc));
  cleanup = () => stops.forEach((stop) => stop());
}

// Loaded on the first scroll or contents click (src/layouts/lazy-features.ts): the page is already there.
onEveryPage(enhance);
// The post fallback renders its article after the page has loaded, then says so; so does a paid post's rest.
document.addEventListener(CONTROLS_RENDERED, enhance);
