/**
 * Renders the demo images into public/images/seed/: a hero per post (1200x675), a cover per category
 * (800x500) and an avatar per author (256x256). Abstract SVG compositions in each category's colours;
 * the randomness is seeded with the file name, so the output is the same on every run.
 *
 *   npx tsx scripts/seed/make-images.ts
 */
import { mkdir, stat } from 'node:fs/promises';
import sharp from 'sharp';
import { postId, seedPosts } from './posts';
import { seedAuthors, seedCategories } from './taxonomy';

const OUT = 'public/images/seed';

/** Small deterministic PRNG (mulberry32) seeded from a string. */
function rng(seed: string) {
  let a = [...seed].reduce((h, c) => Math.imul(h ^ c.charCodeAt(0), 16777619), 2166136261) >>> 0;
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return {
    next,
    range: (min: number, max: number) => min + next() * (max - min),
    pick: <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)]!,
  };
}
type Rng = ReturnType<typeof rng>;

interface Palette {
  sky: [string, string];
  colors: string[];
}
interface Canvas {
  w: number;
  h: number;
  p: Palette;
  r: Rng;
  v: number;
}

const PALETTES: Record<string, Palette[]> = {
  technology: [
    { sky: ['#0b1026', '#1e3a8a'], colors: ['#22d3ee', '#6366f1', '#a78bfa', '#38bdf8'] },
    { sky: ['#140a2e', '#3b0764'], colors: ['#818cf8', '#22d3ee', '#f472b6', '#c4b5fd'] },
    { sky: ['#03141f', '#0f4c5c'], colors: ['#2dd4bf', '#60a5fa', '#f0abfc', '#34d399'] },
  ],
  design: [
    { sky: ['#fff1e6', '#fde2e4'], colors: ['#ef476f', '#ffd166', '#118ab2', '#073b4c'] },
    { sky: ['#f1faee', '#e9f5db'], colors: ['#e63946', '#457b9d', '#1d3557', '#f4a261'] },
    { sky: ['#faf3dd', '#f8e1c9'], colors: ['#6d28d9', '#f97316', '#0ea5e9', '#111827'] },
    { sky: ['#eef2ff', '#e0f2fe'], colors: ['#4f46e5', '#06b6d4', '#f43f5e', '#0f172a'] },
  ],
  travel: [
    { sky: ['#ffb88c', '#de6262'], colors: ['#7a3e65', '#4b2c5e', '#2b1b44', '#fff3b0'] },
    { sky: ['#8ec5fc', '#e0c3fc'], colors: ['#f4a261', '#e76f51', '#264653', '#fffbe6'] },
    { sky: ['#0f172a', '#312e81'], colors: ['#3730a3', '#1e1b4b', '#020617', '#fde68a'] },
    { sky: ['#a1c4fd', '#e6f0ff'], colors: ['#94a3b8', '#64748b', '#334155', '#ffffff'] },
  ],
  science: [
    { sky: ['#020617', '#1e1b4b'], colors: ['#c026d3', '#0ea5e9', '#f59e0b', '#e0e7ff'] },
    { sky: ['#020617', '#172554'], colors: ['#7c3aed', '#14b8a6', '#fb7185', '#f8fafc'] },
    { sky: ['#fde68a', '#fb923c'], colors: ['#78350f', '#57301a', '#3b2314', '#22c55e'] },
  ],
  culture: [
    { sky: ['#1f2937', '#4c1d95'], colors: ['#fcd34d', '#fb7185', '#a7f3d0', '#f5f5f4'] },
    { sky: ['#3d0c11', '#7f1d1d'], colors: ['#fbbf24', '#f5e6c8', '#b45309', '#0f766e'] },
    { sky: ['#f5e6c8', '#e7c9a9'], colors: ['#7f1d1d', '#1e3a8a', '#b45309', '#14532d'] },
  ],
};

const f = (n: number) => n.toFixed(1);

/** Gradient background, the composition, then a film grain that keeps gradients from banding. */
function frame({ w, h, p, r }: Canvas, body: string, grain: number): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}">
<defs>
  <linearGradient id="bg" gradientTransform="rotate(${f(r.range(30, 150))} .5 .5)"><stop offset="0" stop-color="${p.sky[0]}"/><stop offset="1" stop-color="${p.sky[1]}"/></linearGradient>
  <filter id="blur" x="-50%" y="-50%" width="200%" height="200%"><feGaussianBlur stdDeviation="${f(w / 14)}"/></filter>
  <filter id="grain"><feTurbulence type="fractalNoise" baseFrequency="0.8" numOctaves="2" seed="${Math.floor(r.range(1, 999))}"/><feColorMatrix type="saturate" values="0"/><feComponentTransfer><feFuncR type="linear" slope="3" intercept="-1"/><feFuncG type="linear" slope="3" intercept="-1"/><feFuncB type="linear" slope="3" intercept="-1"/><feFuncA type="linear" slope="0" intercept="1"/></feComponentTransfer></filter>
</defs>
<rect width="${w}" height="${h}" fill="url(#bg)"/>
${body}
<rect width="${w}" height="${h}" filter="url(#grain)" opacity="${grain}" style="mix-blend-mode:overlay"/>
</svg>`;
}

function glows({ w, h, p, r }: Canvas, n: number, opacity: number): string {
  return Array.from(
    { length: n },
    () =>
      `<circle cx="${f(r.range(0, w))}" cy="${f(r.range(0, h))}" r="${f(r.range(w * 0.12, w * 0.3))}" fill="${r.pick(p.colors)}" opacity="${opacity}" filter="url(#blur)"/>`,
  ).join('');
}

function stars({ w, h, r }: Canvas, n: number, maxY = h): string {
  return Array.from(
    { length: n },
    () =>
      `<circle cx="${f(r.range(0, w))}" cy="${f(r.range(0, maxY))}" r="${f(r.range(0.4, 1.7) * (w / 1200))}" fill="#fff" opacity="${r.range(0.3, 1).toFixed(2)}"/>`,
  ).join('');
}

/** Technology: a dot grid and circuit traces, then a processor, signal waves or floating panels. */
function technology(c: Canvas): string {
  const { w, h, p, r, v } = c;
  const step = w / 30;
  let dots = '';
  for (let x = step / 2; x < w; x += step)
    for (let y = step / 2; y < h; y += step)
      dots += `<circle cx="${f(x)}" cy="${f(y)}" r="${f(w / 900)}" fill="#fff" opacity=".18"/>`;
  const snap = (n: number) => Math.round(n / step) * step + step / 2;
  let traces = '';
  for (let i = 0; i < 9; i++) {
    let x = snap(r.range(0, w)),
      y = snap(r.range(0, h));
    const col = r.pick(p.colors);
    let d = `M${f(x)} ${f(y)}`;
    for (let k = 0; k < 4; k++) {
      if (r.next() < 0.5) x = snap(x + r.range(-w / 4, w / 4));
      else y = snap(y + r.range(-h / 4, h / 4));
      d += ` L${f(x)} ${f(y)}`;
    }
    traces += `<path d="${d}" stroke="${col}" stroke-width="${f(w / 400)}" fill="none" opacity=".75"/><circle cx="${f(x)}" cy="${f(y)}" r="${f(w / 110)}" fill="${col}"/><circle cx="${f(x)}" cy="${f(y)}" r="${f(w / 45)}" fill="${col}" opacity=".25"/>`;
  }
  const panels = Array.from({ length: 3 }, () => {
    const pw = r.range(w * 0.18, w * 0.32),
      ph = r.range(h * 0.2, h * 0.38);
    return `<rect x="${f(r.range(0, w - pw))}" y="${f(r.range(0, h - ph))}" width="${f(pw)}" height="${f(ph)}" rx="${f(w / 80)}" fill="#fff" fill-opacity=".07" stroke="#fff" stroke-opacity=".25" stroke-width="${f(w / 700)}"/>`;
  }).join('');
  const feature = [() => '', chip, waves][v % 3]!(c);
  return glows(c, 3, 0.55) + dots + panels + traces + feature;
}

function chip({ w, h, p }: Canvas): string {
  const s = Math.min(w, h) * 0.36,
    x = w / 2 - s / 2,
    y = h / 2 - s / 2;
  let pins = '';
  for (let i = 0; i < 8; i++) {
    const o = s * (0.1 + i * 0.114),
      t = s * 0.04,
      l = s * 0.12;
    pins += `<rect x="${f(x + o)}" y="${f(y - l)}" width="${f(t)}" height="${f(l)}" fill="${p.colors[3]}"/><rect x="${f(x + o)}" y="${f(y + s)}" width="${f(t)}" height="${f(l)}" fill="${p.colors[3]}"/>`;
    pins += `<rect x="${f(x - l)}" y="${f(y + o)}" width="${f(l)}" height="${f(t)}" fill="${p.colors[3]}"/><rect x="${f(x + s)}" y="${f(y + o)}" width="${f(l)}" height="${f(t)}" fill="${p.colors[3]}"/>`;
  }
  return `${pins}<rect x="${f(x)}" y="${f(y)}" width="${f(s)}" height="${f(s)}" rx="${f(s * 0.08)}" fill="${p.sky[0]}" stroke="${p.colors[0]}" stroke-width="${f(s * 0.02)}"/>
<rect x="${f(x + s * 0.2)}" y="${f(y + s * 0.2)}" width="${f(s * 0.6)}" height="${f(s * 0.6)}" rx="${f(s * 0.05)}" fill="${p.colors[1]}" opacity=".85"/>
<circle cx="${f(w / 2)}" cy="${f(h / 2)}" r="${f(s * 0.14)}" fill="${p.colors[0]}"/>`;
}

function waves({ w, h, p, r }: Canvas): string {
  return Array.from({ length: 4 }, (_, i) => {
    const amp = h * r.range(0.05, 0.12),
      period = w / r.range(1.5, 3),
      y0 = h * (0.35 + i * 0.1),
      phase = r.range(0, Math.PI * 2);
    let d = '';
    for (let x = 0; x <= w; x += w / 120)
      d += `${d ? 'L' : 'M'}${f(x)} ${f(y0 + amp * Math.sin(phase + (x / period) * Math.PI * 2))} `;
    return `<path d="${d}" stroke="${p.colors[i % p.colors.length]}" stroke-width="${f(w / 300)}" fill="none" opacity=".85"/>`;
  }).join('');
}

/** Design: flat poster shapes; each variant arranges a different set. */
function design(c: Canvas): string {
  const { w, h, p, r, v } = c;
  const u = Math.min(w, h);
  const [c0, c1, c2, c3] = p.colors as [string, string, string, string];
  const dotGrid = (x0: number, y0: number) =>
    Array.from(
      { length: 24 },
      (_, i) =>
        `<circle cx="${f(x0 + (i % 6) * u * 0.04)}" cy="${f(y0 + Math.floor(i / 6) * u * 0.04)}" r="${f(u * 0.008)}" fill="${c3}"/>`,
    ).join('');
  const stripes = (x: number, y: number, n: number) =>
    Array.from(
      { length: n },
      (_, i) => `<rect x="${f(x)}" y="${f(y + i * u * 0.045)}" width="${f(w * 0.28)}" height="${f(u * 0.018)}" fill="${c3}"/>`,
    ).join('');
  const layouts = [
    // Circle, tilted square and rising half-disc.
    () => {
      const ax = r.range(w * 0.3, w * 0.5),
        ar = u * r.range(0.2, 0.3);
      return `<circle cx="${f(r.range(w * 0.6, w * 0.78))}" cy="${f(h * 0.5)}" r="${f(u * 0.38)}" fill="${c0}"/>
<rect x="${f(w * 0.14)}" y="${f(h * 0.22)}" width="${f(u * 0.45)}" height="${f(u * 0.45)}" fill="${c2}" opacity=".92" transform="rotate(${f(r.range(-20, 20))} ${f(w * 0.3)} ${f(h * 0.5)})"/>
<path d="M${f(ax - ar)} ${f(h)} A${f(ar)} ${f(ar)} 0 0 1 ${f(ax + ar)} ${f(h)} Z" fill="${c1}"/>${stripes(w * 0.64, h * 0.1, 5)}${dotGrid(w * 0.05, h * 0.72)}`;
    },
    // Large triangle, quarter circles in the corners, a ring.
    () => `<path d="M${f(w * 0.2)} ${f(h * 0.9)} L${f(w * 0.5)} ${f(h * 0.12)} L${f(w * 0.8)} ${f(h * 0.9)} Z" fill="${c0}"/>
<path d="M0 0 L${f(u * 0.45)} 0 A${f(u * 0.45)} ${f(u * 0.45)} 0 0 1 0 ${f(u * 0.45)} Z" fill="${c1}"/>
<path d="M${f(w)} ${f(h)} L${f(w - u * 0.5)} ${f(h)} A${f(u * 0.5)} ${f(u * 0.5)} 0 0 1 ${f(w)} ${f(h - u * 0.5)} Z" fill="${c2}"/>
<circle cx="${f(w * 0.5)}" cy="${f(h * 0.62)}" r="${f(u * 0.14)}" fill="none" stroke="${c3}" stroke-width="${f(u * 0.03)}"/>${dotGrid(w * 0.78, h * 0.12)}`,
    // Concentric arcs like a rainbow over a baseline, with a small sun.
    () =>
      [c0, c1, c2, c3]
        .map((col, i) => {
          const rad = u * (0.52 - i * 0.1),
            cx = w * 0.42;
          return `<path d="M${f(cx - rad)} ${f(h * 0.85)} A${f(rad)} ${f(rad)} 0 0 1 ${f(cx + rad)} ${f(h * 0.85)}" fill="none" stroke="${col}" stroke-width="${f(u * 0.08)}"/>`;
        })
        .join('') +
      `<rect x="0" y="${f(h * 0.85)}" width="${f(w)}" height="${f(h * 0.15)}" fill="${c3}"/><circle cx="${f(w * 0.82)}" cy="${f(h * 0.3)}" r="${f(u * 0.1)}" fill="${c1}"/>${stripes(w * 0.68, h * 0.5, 3)}`,
    // A grid of component tiles, some filled, some outlined.
    () => {
      let tiles = '';
      const s = u * 0.2,
        gap = u * 0.05,
        cols = 5,
        rows = 3;
      const x0 = (w - cols * s - (cols - 1) * gap) / 2,
        y0 = (h - rows * s - (rows - 1) * gap) / 2;
      for (let i = 0; i < cols * rows; i++) {
        const x = x0 + (i % cols) * (s + gap),
          y = y0 + Math.floor(i / cols) * (s + gap);
        const col = r.pick([c0, c1, c2, c3]);
        tiles +=
          r.next() < 0.7
            ? `<rect x="${f(x)}" y="${f(y)}" width="${f(s)}" height="${f(s)}" rx="${f(s * 0.18)}" fill="${col}"/>`
            : `<rect x="${f(x)}" y="${f(y)}" width="${f(s)}" height="${f(s)}" rx="${f(s * 0.18)}" fill="none" stroke="${col}" stroke-width="${f(s * 0.06)}"/>`;
      }
      return tiles;
    },
  ];
  return glows(c, 2, 0.25) + layouts[v % layouts.length]!();
}

function ridges({ w, h, p, r }: Canvas, base0: number, snowCaps = false): string {
  return [0, 1, 2]
    .map((layer) => {
      const base = h * (base0 + layer * 0.15),
        amp = h * (0.16 - layer * 0.035),
        n = 7 + layer * 3;
      let d = `M0 ${f(h)} L0 ${f(base)}`;
      const peaks: [number, number][] = [];
      for (let i = 1; i <= n; i++) {
        const x = (w * i) / n,
          y = base + r.range(-amp, amp * 0.4);
        const cx = x - w / n / 2,
          cy = y - amp * r.range(0.2, 0.7);
        d += ` Q${f(cx)} ${f(cy)} ${f(x)} ${f(y)}`;
        peaks.push([cx, (cy + y) / 2]);
      }
      const caps =
        snowCaps && layer === 0
          ? peaks.map(([x, y]) => `<circle cx="${f(x)}" cy="${f(y)}" r="${f(w / 60)}" fill="#fff" opacity=".85"/>`).join('')
          : '';
      return `${caps}<path d="${d} L${f(w)} ${f(h)} Z" fill="${p.colors[layer]}" opacity="${[0.8, 0.9, 1][layer]}"/>`;
    })
    .join('');
}

/** Travel: mountains at sunset, a hillside city by the water, a night train, snowy peaks. */
function travel(c: Canvas): string {
  const { w, h, p, r, v } = c;
  const sun = (x: number, y: number, rad: number) =>
    `<circle cx="${f(x)}" cy="${f(y)}" r="${f(rad * 2.2)}" fill="${p.colors[3]}" opacity=".25" filter="url(#blur)"/><circle cx="${f(x)}" cy="${f(y)}" r="${f(rad)}" fill="${p.colors[3]}"/>`;
  const birds = Array.from({ length: 3 }, () => {
    const x = r.range(w * 0.15, w * 0.85),
      y = r.range(h * 0.12, h * 0.35),
      s = w / r.range(90, 140);
    return `<path d="M${f(x - s)} ${f(y)} Q${f(x - s / 2)} ${f(y - s / 2)} ${f(x)} ${f(y)} Q${f(x + s / 2)} ${f(y - s / 2)} ${f(x + s)} ${f(y)}" stroke="${p.colors[2]}" stroke-width="${f(w / 500)}" fill="none" opacity=".7"/>`;
  }).join('');
  if (v % 4 === 1) {
    // Terraces of houses stepping up a hill above the river.
    let houses = '';
    for (let row = 0; row < 3; row++) {
      for (let x = -w / 60; x < w; x += w / r.range(26, 32)) {
        const hill = h * (0.26 + 0.45 * Math.pow(Math.abs(x / w - 0.38), 1.3) + row * 0.13) + r.range(-h * 0.02, h * 0.02);
        const bw = w / 30,
          bh = h * r.range(0.07, 0.12);
        const col = r.pick(['#f8fafc', '#fde68a', '#fecaca', '#fbcfe8', '#e0f2fe', '#fed7aa']);
        houses += `<rect x="${f(x)}" y="${f(hill - bh)}" width="${f(bw)}" height="${f(h)}" fill="${col}" stroke="#00000022"/><path d="M${f(x - 2)} ${f(hill - bh)} L${f(x + bw / 2)} ${f(hill - bh - bw * 0.35)} L${f(x + bw + 2)} ${f(hill - bh)} Z" fill="${p.colors[1]}"/>`;
        if (r.next() < 0.8)
          houses += `<rect x="${f(x + bw * 0.3)}" y="${f(hill - bh * 0.65)}" width="${f(bw * 0.35)}" height="${f(bh * 0.3)}" fill="${p.colors[2]}" opacity=".55"/>`;
      }
    }
    const water =
      `<rect x="0" y="${f(h * 0.8)}" width="${f(w)}" height="${f(h * 0.2)}" fill="${p.colors[2]}"/>` +
      Array.from(
        { length: 10 },
        () =>
          `<rect x="${f(r.range(0, w))}" y="${f(r.range(h * 0.83, h * 0.97))}" width="${f(r.range(w * 0.03, w * 0.1))}" height="${f(h / 200)}" fill="#fff" opacity=".5"/>`,
      ).join('');
    return sun(w * 0.78, h * 0.22, h * 0.09) + birds + houses + water;
  }
  if (v % 4 === 2) {
    // A lit train crossing a viaduct under the stars.
    const y = h * 0.62;
    let carriages = '';
    const cw = w * 0.12;
    for (let i = 0; i < 5; i++) {
      const x = w * 0.12 + i * (cw + w * 0.008);
      carriages += `<rect x="${f(x)}" y="${f(y - h * 0.09)}" width="${f(cw)}" height="${f(h * 0.09)}" rx="${f(h * 0.012)}" fill="#0b1120"/>`;
      for (let k = 0; k < 5; k++)
        carriages += `<rect x="${f(x + cw * (0.08 + k * 0.18))}" y="${f(y - h * 0.07)}" width="${f(cw * 0.12)}" height="${f(h * 0.03)}" fill="${p.colors[3]}"/>`;
    }
    let arches = `<rect x="0" y="${f(y)}" width="${f(w)}" height="${f(h * 0.03)}" fill="#0b1120"/>`;
    for (let x = 0; x < w; x += w / 10)
      arches += `<path d="M${f(x)} ${f(y)} L${f(x + w / 10)} ${f(y)} L${f(x + w / 10)} ${f(h)} L${f(x + w / 10 - w / 60)} ${f(h)} A${f(w / 24)} ${f(w / 24)} 0 0 0 ${f(x + w / 60)} ${f(h)} L${f(x)} ${f(h)} Z" fill="#0b1120" opacity=".95"/>`;
    return stars(c, 160, h * 0.6) + sun(w * 0.82, h * 0.2, h * 0.07) + ridges(c, 0.5) + arches + carriages;
  }
  if (v % 4 === 3) {
    const snow = Array.from(
      { length: 140 },
      () =>
        `<circle cx="${f(r.range(0, w))}" cy="${f(r.range(0, h))}" r="${f(r.range(1, 3.2) * (w / 1200))}" fill="#fff" opacity=".85"/>`,
    ).join('');
    return sun(w * 0.25, h * 0.25, h * 0.08) + ridges(c, 0.45, true) + snow;
  }
  return sun(r.range(w * 0.2, w * 0.8), r.range(h * 0.2, h * 0.35), h * r.range(0.1, 0.14)) + birds + ridges(c, 0.5);
}

/** Science: a ringed planet, a moonlit night with sleeping brain waves, a soil cross-section. */
function science(c: Canvas): string {
  const { w, h, p, r, v } = c;
  if (v % 3 === 1) {
    const mx = w * 0.72,
      my = h * 0.32,
      mr = h * 0.14;
    const moon = `<circle cx="${f(mx)}" cy="${f(my)}" r="${f(mr * 2.4)}" fill="${p.colors[3]}" opacity=".18" filter="url(#blur)"/><circle cx="${f(mx)}" cy="${f(my)}" r="${f(mr)}" fill="${p.colors[3]}"/><circle cx="${f(mx + mr * 0.45)}" cy="${f(my - mr * 0.2)}" r="${f(mr * 0.92)}" fill="${p.sky[0]}"/>`;
    const brain = [0.55, 0.68, 0.8]
      .map((y0, i) => {
        let d = '';
        const amp = h * [0.03, 0.07, 0.05][i]!,
          period = w / [9, 3, 5][i]!;
        for (let x = 0; x <= w; x += w / 200)
          d += `${d ? 'L' : 'M'}${f(x)} ${f(h * y0 + amp * Math.sin((x / period) * Math.PI * 2) * (0.6 + 0.4 * Math.sin((x / w) * Math.PI)))} `;
        return `<path d="${d}" stroke="${p.colors[i]}" stroke-width="${f(w / 350)}" fill="none" opacity=".9"/>`;
      })
      .join('');
    return glows(c, 3, 0.4) + stars(c, 140) + moon + brain;
  }
  if (v % 3 === 2) {
    const ground = h * 0.42;
    const layers = ['#6b4226', '#57351f', '#452a18', '#331f12']
      .map((col, i) => {
        const y = ground + i * h * 0.15;
        let d = `M0 ${f(y)}`;
        for (let x = 0; x <= w; x += w / 12) d += ` L${f(x)} ${f(y + r.range(-h * 0.015, h * 0.015))}`;
        return `<path d="${d} L${f(w)} ${f(h)} L0 ${f(h)} Z" fill="${col}"/>`;
      })
      .join('');
    const pebbles = Array.from(
      { length: 60 },
      () =>
        `<ellipse cx="${f(r.range(0, w))}" cy="${f(r.range(ground + h * 0.05, h))}" rx="${f(r.range(3, 9) * (w / 1200))}" ry="${f(r.range(2, 6) * (w / 1200))}" fill="#e7d3b5" opacity="${r.range(0.2, 0.6).toFixed(2)}"/>`,
    ).join('');
    const sx = w * 0.5;
    let roots = '';
    for (let i = 0; i < 9; i++) {
      let x = sx,
        y = ground,
        d = `M${f(x)} ${f(y)}`;
      for (let k = 0; k < 5; k++) {
        x += r.range(-w * 0.05, w * 0.05);
        y += r.range(h * 0.03, h * 0.08);
        d += ` L${f(x)} ${f(y)}`;
      }
      roots += `<path d="${d}" stroke="#f5deb3" stroke-width="${f(w / 600)}" fill="none" opacity=".75"/>`;
    }
    const sprout = `<path d="M${f(sx)} ${f(ground)} C${f(sx)} ${f(ground - h * 0.1)} ${f(sx + w * 0.01)} ${f(ground - h * 0.16)} ${f(sx)} ${f(ground - h * 0.22)}" stroke="${p.colors[3]}" stroke-width="${f(w / 200)}" fill="none"/>
<path d="M${f(sx)} ${f(ground - h * 0.16)} C${f(sx - w * 0.08)} ${f(ground - h * 0.28)} ${f(sx - w * 0.12)} ${f(ground - h * 0.12)} ${f(sx)} ${f(ground - h * 0.16)} Z" fill="${p.colors[3]}"/>
<path d="M${f(sx)} ${f(ground - h * 0.2)} C${f(sx + w * 0.07)} ${f(ground - h * 0.34)} ${f(sx + w * 0.12)} ${f(ground - h * 0.16)} ${f(sx)} ${f(ground - h * 0.2)} Z" fill="#16a34a"/>`;
    return (
      `<circle cx="${f(w * 0.8)}" cy="${f(h * 0.15)}" r="${f(h * 0.08)}" fill="#fff7d6"/>` + layers + pebbles + roots + sprout
    );
  }
  const px = r.range(w * 0.3, w * 0.7),
    py = r.range(h * 0.38, h * 0.6),
    pr = Math.min(w, h) * r.range(0.15, 0.22);
  const tilt = r.range(-25, 25);
  const ring = (sweep: 0 | 1, o: string) =>
    `<path d="M${f(px - pr * 1.9)} ${f(py)} A${f(pr * 1.9)} ${f(pr * 0.45)} 0 0 ${sweep} ${f(px + pr * 1.9)} ${f(py)}" fill="none" stroke="${p.colors[3]}" stroke-opacity="${o}" stroke-width="${f(pr * 0.12)}"/>`;
  return (
    glows(c, 4, 0.5) +
    stars(c, 200) +
    `
<defs><radialGradient id="planet" cx=".35" cy=".35" r=".8"><stop offset="0" stop-color="${p.colors[3]}"/><stop offset=".45" stop-color="${p.colors[2]}"/><stop offset="1" stop-color="${p.sky[0]}"/></radialGradient></defs>
<ellipse cx="${f(w / 2)}" cy="${f(h / 2)}" rx="${f(w * 0.46)}" ry="${f(h * 0.3)}" fill="none" stroke="#fff" stroke-opacity=".15" stroke-width="${f(w / 800)}" transform="rotate(${f(tilt / 2)} ${f(w / 2)} ${f(h / 2)})"/>
<g transform="rotate(${f(tilt)} ${f(px)} ${f(py)})">${ring(0, '.6')}<circle cx="${f(px)}" cy="${f(py)}" r="${f(pr)}" fill="url(#planet)"/>${ring(1, '.85')}</g>
<circle cx="${f(r.range(w * 0.05, w * 0.95))}" cy="${f(r.range(h * 0.1, h * 0.9))}" r="${f(pr * 0.18)}" fill="${p.colors[1]}" opacity=".9"/>`
  );
}

/** Culture: a vinyl record beside a shelf of book spines; the shelf side alternates. */
function culture(c: Canvas): string {
  const { w, h, p, r, v } = c;
  const flip = v % 2 === 1;
  const cx = flip ? w * 0.27 : w * 0.72,
    cy = h * 0.42,
    rr = Math.min(w, h) * 0.36;
  const grooves = Array.from(
    { length: 14 },
    (_, i) =>
      `<circle cx="${f(cx)}" cy="${f(cy)}" r="${f(rr * (0.4 + i * 0.043))}" fill="none" stroke="#fff" stroke-opacity=".09" stroke-width="${f(w / 900)}"/>`,
  ).join('');
  const record = `<circle cx="${f(cx)}" cy="${f(cy)}" r="${f(rr)}" fill="#111"/>${grooves}<circle cx="${f(cx)}" cy="${f(cy)}" r="${f(rr * 0.3)}" fill="${p.colors[0]}"/><circle cx="${f(cx)}" cy="${f(cy)}" r="${f(rr * 0.03)}" fill="#111"/>`;
  const shelfY = h * 0.86;
  let x = flip ? w * 0.5 : w * 0.06;
  const end = flip ? w * 0.95 : w * 0.52;
  let books = '';
  while (x < end) {
    const bw = w * r.range(0.03, 0.055),
      bh = h * r.range(0.38, 0.62);
    const lean = r.next() < 0.12 ? r.range(-8, -4) : 0;
    books += `<g transform="rotate(${f(lean)} ${f(x)} ${f(shelfY)})"><rect x="${f(x)}" y="${f(shelfY - bh)}" width="${f(bw)}" height="${f(bh)}" fill="${r.pick(p.colors)}" rx="${f(w / 600)}"/><rect x="${f(x)}" y="${f(shelfY - bh * 0.85)}" width="${f(bw)}" height="${f(h / 120)}" fill="#000" opacity=".2"/><rect x="${f(x)}" y="${f(shelfY - bh * 0.2)}" width="${f(bw)}" height="${f(h / 120)}" fill="#000" opacity=".2"/></g>`;
    x += bw + w * r.range(0.002, 0.008);
  }
  const shelf = `<rect x="0" y="${f(shelfY)}" width="${f(w)}" height="${f(h * 0.03)}" fill="#000" opacity=".35"/>`;
  return glows(c, 3, 0.4) + record + books + shelf;
}

const COMPOSE: Record<string, (c: Canvas) => string> = { technology, design, travel, science, culture };

function scene(categoryId: string, seed: string, w: number, h: number, layout: number, palette = layout): string {
  const palettes = PALETTES[categoryId]!;
  const c: Canvas = { w, h, p: palettes[palette % palettes.length]!, r: rng(seed), v: layout };
  return frame(c, COMPOSE[categoryId]!(c), 0.22);
}

const AVATAR_COLOURS: [string, string][] = [
  ['#4338ca', '#db2777'],
  ['#0f766e', '#0ea5e9'],
  ['#b45309', '#e11d48'],
  ['#1d4ed8', '#7c3aed'],
];

function avatar(name: string, index: number): string {
  const [from, to] = AVATAR_COLOURS[index % AVATAR_COLOURS.length]!;
  const c: Canvas = { w: 256, h: 256, p: { sky: [from, to], colors: [to, from, '#fbbf24', '#ffffff'] }, r: rng(name), v: 0 };
  const initials = name
    .split(/\s+/)
    .map((w) => w[0])
    .join('')
    .slice(0, 2)
    .toUpperCase();
  return frame(
    c,
    `${glows(c, 2, 0.7)}
<circle cx="128" cy="128" r="96" fill="#fff" opacity=".12"/>
<text x="128" y="128" dy=".36em" text-anchor="middle" font-family="DejaVu Sans, Liberation Sans, Arial, sans-serif" font-weight="700" font-size="88" fill="#fff">${initials}</text>`,
    0.12,
  );
}

async function render(name: string, svg: string): Promise<number> {
  const file = `${OUT}/${name}.jpg`;
  await sharp(Buffer.from(svg)).jpeg({ quality: 78, mozjpeg: true }).toFile(file);
  return (await stat(file)).size;
}

await mkdir(OUT, { recursive: true });
const jobs: Promise<number>[] = [];
const perCategory = new Map<string, number>();
for (const post of seedPosts) {
  const id = postId(post),
    n = perCategory.get(post.categoryId) ?? 0;
  perCategory.set(post.categoryId, n + 1);
  jobs.push(render(id, scene(post.categoryId, id, 1200, 675, n)));
}
for (const c of seedCategories) jobs.push(render(`category-${c.id}`, scene(c.id, `category-${c.id}`, 800, 500, 0, 1)));
for (const [i, a] of seedAuthors.entries()) jobs.push(render(`author-${a.id}`, avatar(a.name, i)));
const sizes = await Promise.all(jobs);
console.log(`Wrote ${sizes.length} images to ${OUT} (${Math.round(sizes.reduce((a, b) => a + b, 0) / 1024)} KB).`);
