/**
 * Generates the site's demo illustrations and fallback images as small SVG files, so the demo
 * content store never points at an image that is missing (there are no downloads here).
 *
 *   npx tsx scripts/make-demo-images.ts
 *
 * Photos are 1200x800 landscapes (sky, sun or moon, a scene), portraits 400x400, partner logos
 * 300x120 wordmarks. Everything is drawn from a seed derived from the file name, so running the
 * script again gives the same files. No text is drawn except in the partner wordmarks.
 */
import { mkdirSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { seededRandom } from '../tests/support/seeded-random';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const demoDir = join(root, 'public/images/demo');
const fallbackDir = join(root, 'public/images/fallback');
const MAX_BYTES = 4096;

const W = 1200;
const H = 800;

// ---------------------------------------------------------------------------------------------
// Randomness: a seeded generator per file, so output is stable between runs.

type Rnd = () => number;

function hash(text: string): number {
  let h = 2166136261;
  for (const ch of text) h = Math.imul(h ^ ch.charCodeAt(0), 16777619);
  return h >>> 0;
}

const between = (rnd: Rnd, min: number, max: number) => Math.round(min + rnd() * (max - min));
const pick = <T>(rnd: Rnd, items: readonly T[]): T => items[Math.floor(rnd() * items.length)] as T;

// ---------------------------------------------------------------------------------------------
// Palettes by time of day.

type Sky = 'day' | 'dawn' | 'sunset' | 'dusk' | 'night';

interface Palette {
  sky: [string, string, string];
  sun: string;
  far: string;
  mid: string;
  near: string;
  sea: [string, string];
  sand: string;
  light: string;
}

// One line a palette: sky gradient (top to horizon), sun, hills far to near, sea gradient, sand, light.
const palettes: Record<Sky, Palette> = {
  day: { sky: ['#4f9de0', '#8cc6f0', '#d8efff'], sun: '#fff4b8', far: '#8db3cc', mid: '#5f9472', near: '#3f6f52', sea: ['#3a9bc8', '#1f6f9e'], sand: '#f1d9a2', light: '#ffffff' },
  dawn: { sky: ['#6d8fd0', '#e9a6a6', '#fbd9a6'], sun: '#fff0c4', far: '#a496b8', mid: '#77799c', near: '#4f5575', sea: ['#8fa7cf', '#4f6b9a'], sand: '#e8c9a6', light: '#fff6e8' },
  sunset: { sky: ['#2e2f72', '#c9546d', '#f7a14a'], sun: '#ffd983', far: '#8a4a6e', mid: '#5c3355', near: '#35203c', sea: ['#d9785f', '#5a3563'], sand: '#c98f6b', light: '#ffe7c2' },
  dusk: { sky: ['#1c2a55', '#5b4a8c', '#c7849c'], sun: '#ffe9c9', far: '#5a5a8a', mid: '#3d3f6b', near: '#252748', sea: ['#58578f', '#252a52'], sand: '#8f7d96', light: '#ffe8a8' },
  night: { sky: ['#070c22', '#152452', '#2f4a84'], sun: '#f4f1dc', far: '#24325e', mid: '#1a2448', near: '#0f1630', sea: ['#1f3568', '#0b1532'], sand: '#3b4163', light: '#ffe49a' },
};

// ---------------------------------------------------------------------------------------------
// Drawing helpers. Every helper returns SVG markup; coordinates are whole numbers to stay small.

function svg(width: number, height: number, defs: string, body: string): string {
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">` +
    (defs ? `<defs>${defs}</defs>` : '') +
    body +
    '</svg>\n'
  );
}

function skyDefs(p: Palette): string {
  return (
    `<linearGradient id="s" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${p.sky[0]}"/>` +
    `<stop offset=".6" stop-color="${p.sky[1]}"/><stop offset="1" stop-color="${p.sky[2]}"/></linearGradient>` +
    `<linearGradient id="w" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${p.sea[0]}"/>` +
    `<stop offset="1" stop-color="${p.sea[1]}"/></linearGradient>` +
    `<radialGradient id="g"><stop offset="0" stop-color="${p.sun}" stop-opacity=".7"/>` +
    `<stop offset="1" stop-color="${p.sun}" stop-opacity="0"/></radialGradient>`
  );
}

function celestial(rnd: Rnd, sky: Sky, p: Palette, horizon: number): string {
  const x = between(rnd, 180, 1020);
  if (sky === 'night' || sky === 'dusk') {
    const y = between(rnd, 90, 220);
    let stars = '';
    const count = sky === 'night' ? 34 : 16;
    for (let i = 0; i < count; i += 1) stars += `M${between(rnd, 0, W)} ${between(rnd, 0, horizon * 0.7)}h0`;
    return (
      `<path d="${stars}" stroke="#fff" stroke-width="3" stroke-linecap="round" opacity=".8"/>` +
      `<circle cx="${x}" cy="${y}" r="150" fill="url(#g)"/><circle cx="${x}" cy="${y}" r="42" fill="${p.sun}"/>` +
      `<circle cx="${x - 12}" cy="${y - 8}" r="8" fill="#000" opacity=".07"/><circle cx="${x + 14}" cy="${y + 12}" r="5" fill="#000" opacity=".07"/>`
    );
  }
  const low = sky === 'sunset' || sky === 'dawn';
  const y = low ? horizon - between(rnd, 30, 110) : between(rnd, 100, 220);
  const r = low ? between(rnd, 60, 85) : between(rnd, 45, 60);
  return `<circle cx="${x}" cy="${y}" r="${r * 4}" fill="url(#g)"/><circle cx="${x}" cy="${y}" r="${r}" fill="${p.sun}"/>`;
}

function clouds(rnd: Rnd, sky: Sky, horizon: number): string {
  if (sky === 'night') return '';
  const color = sky === 'day' ? '#fff' : sky === 'dusk' ? '#c6a6c8' : '#ffd6c2';
  let out = '';
  const n = between(rnd, 2, 4);
  for (let i = 0; i < n; i += 1) {
    const x = between(rnd, 60, 1100);
    const y = between(rnd, 60, Math.max(90, horizon - 220));
    const s = 0.6 + rnd() * 0.8;
    const e = (dx: number, dy: number, rx: number, ry: number) =>
      `<ellipse cx="${Math.round(x + dx * s)}" cy="${Math.round(y + dy * s)}" rx="${Math.round(rx * s)}" ry="${Math.round(ry * s)}"/>`;
    out += e(0, 0, 90, 22) + e(-30, -14, 40, 26) + e(25, -20, 48, 32);
  }
  return `<g fill="${color}" opacity=".75">${out}</g>`;
}

function birds(rnd: Rnd, sky: Sky): string {
  if (sky === 'night') return '';
  let d = '';
  const n = between(rnd, 2, 5);
  const bx = between(rnd, 150, 950);
  const by = between(rnd, 120, 260);
  for (let i = 0; i < n; i += 1) {
    const x = bx + between(rnd, -90, 90);
    const y = by + between(rnd, -40, 40);
    d += `M${x} ${y}q9 -9 18 0q9 -9 18 0`;
  }
  return `<path d="${d}" fill="none" stroke="#2b2b3a" stroke-width="3" opacity=".55"/>`;
}

/** A ridge of straight segments (mountains) or smooth curves (hills), closed to the bottom. */
function ridge(rnd: Rnd, base: number, amp: number, step: number, color: string, smooth = false): { d: string; peaks: number[][] } {
  const pts: number[][] = [];
  for (let x = -step; x <= W + step; x += step) pts.push([x + between(rnd, -step / 4, step / 4), base - between(rnd, 0, amp)]);
  let d: string;
  if (smooth) {
    d = `M${pts[0]![0]} ${H}V${pts[0]![1]}`;
    for (let i = 1; i < pts.length - 1; i += 2) d += `Q${pts[i]![0]} ${pts[i]![1]} ${pts[i + 1]![0]} ${pts[i + 1]![1]}`;
    d += `V${H}Z`;
  } else {
    d = `M${pts[0]![0]} ${H}` + pts.map(([x, y]) => `L${x} ${y}`).join('') + `L${pts[pts.length - 1]![0]} ${H}Z`;
  }
  const peaks: number[][] = [];
  for (let i = 1; i < pts.length - 1; i += 1) {
    const [px, py] = pts[i]!;
    if (py! < pts[i - 1]![1]! && py! < pts[i + 1]![1]!) peaks.push([px!, py!, ...pts[i - 1]!, ...pts[i + 1]!]);
  }
  return { d: `<path d="${d}" fill="${color}"/>`, peaks };
}

function snowCaps(peaks: number[][], base: number, color = '#f4f8ff'): string {
  let d = '';
  for (const [px, py, lx, ly, rx, ry] of peaks) {
    if (base - py! < 120) continue;
    const f = 0.32;
    const ax = Math.round(px! + (lx! - px!) * f);
    const ay = Math.round(py! + (ly! - py!) * f);
    const bx = Math.round(px! + (rx! - px!) * f);
    const by = Math.round(py! + (ry! - py!) * f);
    d += `M${ax} ${ay}L${px} ${py}L${bx} ${by}L${Math.round((px! + bx) / 2)} ${Math.round((ay + by) / 2 - 10)}L${px} ${Math.round((ay + by) / 2 + 6)}Z`;
  }
  return d ? `<path d="${d}" fill="${color}"/>` : '';
}

function sea(rnd: Rnd, horizon: number): string {
  let waves = '';
  for (let i = 0; i < 9; i += 1) {
    const y = between(rnd, horizon + 20, H - 20);
    waves += `M${between(rnd, 0, W - 80)} ${y}q20 -7 40 0t40 0`;
  }
  return `<rect y="${horizon}" width="${W}" height="${H - horizon}" fill="url(#w)"/><path d="${waves}" fill="none" stroke="#fff" stroke-width="3" opacity=".35"/>`;
}

function palm(rnd: Rnd, x: number, base: number, h: number, color: string): string {
  const lean = between(rnd, -70, 70);
  const tx = x + lean;
  const ty = base - h;
  let leaves = '';
  for (const [dx, dy] of [[-120, 30], [-80, 70], [0, -50], [90, 60], [130, 20], [40, 90]] as const) {
    const ex = tx + dx;
    const ey = ty + dy;
    leaves += `M${tx} ${ty}Q${Math.round(tx + dx / 2)} ${ty + Math.min(dy, 0) - 40} ${ex} ${ey}Q${Math.round(tx + dx / 2)} ${ty + Math.round(dy / 2) - 10} ${tx} ${ty}`;
  }
  return (
    `<path d="M${x} ${base}Q${x + Math.round(lean / 4)} ${base - Math.round(h / 2)} ${tx} ${ty}" stroke="${color}" stroke-width="12" fill="none"/>` +
    `<path d="${leaves}" fill="${color}"/>`
  );
}

function acacia(x: number, base: number, s: number, color: string): string {
  const h = Math.round(130 * s);
  const w = Math.round(120 * s);
  return (
    `<path d="M${x} ${base}L${x + 4} ${base - h}M${x + 2} ${base - Math.round(h * 0.6)}L${x + Math.round(w * 0.5)} ${base - h - 5}M${x + 2} ${base - Math.round(h * 0.7)}L${x - Math.round(w * 0.45)} ${base - h}" stroke="${color}" stroke-width="${Math.max(4, Math.round(8 * s))}"/>` +
    `<ellipse cx="${x}" cy="${base - h - Math.round(10 * s)}" rx="${w}" ry="${Math.round(22 * s)}" fill="${color}"/>`
  );
}

function skyline(rnd: Rnd, base: number, color: string, lit: string | null, maxH = 320): string {
  let d = `M0 ${H}`;
  let windows = '';
  let x = 0;
  while (x < W) {
    const w = between(rnd, 50, 120);
    const h = between(rnd, 80, maxH);
    d += `V${base - h}H${x + w}`;
    if (lit) {
      for (let i = 0; i < 3; i += 1) windows += `M${x + between(rnd, 8, w - 16)} ${base - between(rnd, 20, h - 20)}h8v10h-8z`;
    }
    x += w;
  }
  d += `V${H}Z`;
  return `<path d="${d}" fill="${color}"/>` + (windows ? `<path d="${windows}" fill="${lit}" opacity=".85"/>` : '');
}

function castle(cx: number, base: number, color: string, roof: string): string {
  const tower = (x: number, w: number, h: number) =>
    `M${x - w / 2} ${base}V${base - h}H${x + w / 2}V${base}Z`;
  const cone = (x: number, w: number, h: number, top: number) => `M${x - w / 2 - 8} ${base - h}L${x} ${base - h - top}L${x + w / 2 + 8} ${base - h}Z`;
  const spec: [number, number, number, number][] = [
    [cx, 70, 300, 130],
    [cx - 120, 50, 200, 90],
    [cx + 120, 50, 200, 90],
    [cx - 220, 40, 130, 70],
    [cx + 220, 40, 130, 70],
  ];
  return (
    `<path d="M${cx - 240} ${base}V${base - 110}H${cx + 240}V${base}Z${spec.map(([x, w, h]) => tower(x, w, h)).join('')}" fill="${color}"/>` +
    `<path d="${spec.map(([x, w, h, t]) => cone(x, w, h, t)).join('')}" fill="${roof}"/>` +
    `<path d="M${cx - 18} ${base}v-50a18 18 0 0 1 36 0v50z" fill="#000" opacity=".3"/>`
  );
}

function fireworks(rnd: Rnd): string {
  let out = '';
  for (let i = 0; i < 3; i += 1) {
    const x = between(rnd, 200, 1000);
    const y = between(rnd, 100, 260);
    const r = between(rnd, 40, 70);
    let d = '';
    for (let a = 0; a < 12; a += 1) {
      const t = (a / 12) * Math.PI * 2;
      d += `M${Math.round(x + Math.cos(t) * r * 0.3)} ${Math.round(y + Math.sin(t) * r * 0.3)}L${Math.round(x + Math.cos(t) * r)} ${Math.round(y + Math.sin(t) * r)}`;
    }
    out += `<path d="${d}" stroke="${pick(rnd, ['#ffd166', '#ef476f', '#7bdff2', '#b8f2e6'])}" stroke-width="3" stroke-linecap="round"/>`;
  }
  return out;
}

function ship(x: number, y: number, s: number, hull: string): string {
  const L = Math.round(520 * s);
  const k = (v: number) => Math.round(v * s);
  return (
    `<path d="M${x} ${y}H${x + L}L${x + L - k(50)} ${y + k(70)}H${x + k(30)}Z" fill="${hull}"/>` +
    `<path d="M${x + k(40)} ${y}V${y - k(40)}H${x + L - k(70)}V${y}ZM${x + k(90)} ${y - k(40)}V${y - k(75)}H${x + L - k(130)}V${y - k(40)}ZM${x + k(150)} ${y - k(75)}V${y - k(105)}H${x + L - k(210)}V${y - k(75)}Z" fill="#f7f7f2"/>` +
    `<path d="M${x + L - k(190)} ${y - k(105)}l${k(10)} ${-k(45)}h${k(40)}l${k(6)} ${k(45)}z" fill="#d9534f"/>` +
    `<path d="M${x + k(60)} ${y - k(22)}H${x + L - k(90)}M${x + k(110)} ${y - k(58)}H${x + L - k(150)}" stroke="#355c7d" stroke-width="${k(6)}" stroke-dasharray="${k(10)} ${k(8)}"/>`
  );
}

function boat(x: number, y: number, color: string): string {
  return (
    `<path d="M${x} ${y}h240l-24 26h-196z" fill="${color}"/>` +
    `<path d="M${x + 30} ${y}v-26h170v26z" fill="#f5f3ea"/><path d="M${x + 40} ${y - 14}h150" stroke="#355c7d" stroke-width="6" stroke-dasharray="12 8"/>`
  );
}

function pagoda(cx: number, base: number, s: number, color: string): string {
  let d = '';
  let y = base;
  let w = 150 * s;
  for (let i = 0; i < 4; i += 1) {
    const bodyH = 45 * s;
    d += `M${Math.round(cx - w * 0.35)} ${Math.round(y)}v${-Math.round(bodyH)}h${Math.round(w * 0.7)}v${Math.round(bodyH)}z`;
    y -= bodyH;
    d += `M${Math.round(cx - w * 0.7)} ${Math.round(y - 8 * s)}Q${Math.round(cx - w * 0.4)} ${Math.round(y)} ${Math.round(cx - w * 0.3)} ${Math.round(y - 22 * s)}H${Math.round(cx + w * 0.3)}Q${Math.round(cx + w * 0.4)} ${Math.round(y)} ${Math.round(cx + w * 0.7)} ${Math.round(y - 8 * s)}L${Math.round(cx + w * 0.35)} ${Math.round(y + 4)}H${Math.round(cx - w * 0.35)}z`;
    y -= 22 * s;
    w *= 0.8;
  }
  d += `M${Math.round(cx - 4 * s)} ${Math.round(y)}v${-Math.round(60 * s)}h${Math.round(8 * s)}v${Math.round(60 * s)}z`;
  return `<path d="${d}" fill="${color}"/>`;
}

function volcano(cx: number, base: number, w: number, h: number, color: string, cap: 'snow' | 'smoke' | 'none'): string {
  const top = base - h;
  let out = `<path d="M${cx - w} ${base}L${cx - Math.round(w * 0.14)} ${top}H${cx + Math.round(w * 0.14)}L${cx + w} ${base}Z" fill="${color}"/>`;
  if (cap === 'snow') {
    const k = Math.round(w * 0.36);
    out += `<path d="M${cx - Math.round(w * 0.14)} ${top}H${cx + Math.round(w * 0.14)}L${cx + k} ${top + Math.round(h * 0.28)}L${cx + 20} ${top + Math.round(h * 0.2)}L${cx} ${top + Math.round(h * 0.3)}L${cx - 30} ${top + Math.round(h * 0.2)}L${cx - k} ${top + Math.round(h * 0.28)}Z" fill="#f4f8ff"/>`;
  }
  if (cap === 'smoke') {
    out += `<g fill="#d8d8e0" opacity=".7"><circle cx="${cx}" cy="${top - 30}" r="32"/><circle cx="${cx + 40}" cy="${top - 80}" r="44"/><circle cx="${cx + 100}" cy="${top - 130}" r="56"/></g>`;
  }
  return out;
}

function aurora(rnd: Rnd): { def: string; path: string } {
  const y = between(rnd, 140, 220);
  return {
    def: `<linearGradient id="a" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#7cf5c4" stop-opacity="0"/><stop offset=".5" stop-color="#58e0a8" stop-opacity=".7"/><stop offset="1" stop-color="#3fa0d8" stop-opacity="0"/></linearGradient>`,
    path: `<path d="M0 ${y}C300 ${y - 120} 500 ${y + 140} 800 ${y - 20}S1100 ${y - 60} 1200 ${y}V${y + 160}C900 ${y + 40} 700 ${y + 260} 400 ${y + 120}S100 ${y + 140} 0 ${y + 180}Z" fill="url(#a)"/>`,
  };
}

function village(rnd: Rnd, base: number, n: number): string {
  let walls = '';
  let domes = '';
  let windows = '';
  for (let i = 0; i < n; i += 1) {
    const x = between(rnd, 520, 1150);
    const w = between(rnd, 50, 90);
    const h = between(rnd, 40, 80);
    const y = base - between(rnd, 0, 180) - h;
    walls += `M${x} ${y}h${w}v${h}h${-w}z`;
    windows += `M${x + 12} ${y + 14}h12v16h-12z`;
    if (rnd() < 0.3) domes += `M${x + 8} ${y}a${w / 2 - 8} ${w / 2 - 8} 0 0 1 ${w - 16} 0z`;
  }
  return `<path d="${walls}" fill="#fbfbf7"/><path d="${domes}" fill="#2f6fb5"/><path d="${windows}" fill="#5a7fa8"/>`;
}

function trees(rnd: Rnd, base: number, n: number, color: string, spread = [0, W]): string {
  let out = '';
  for (let i = 0; i < n; i += 1) {
    out += `<circle cx="${between(rnd, spread[0]!, spread[1]!)}" cy="${base - between(rnd, 0, 60)}" r="${between(rnd, 30, 70)}"/>`;
  }
  return `<g fill="${color}">${out}</g>`;
}

function cypresses(rnd: Rnd, base: number, n: number, color: string): string {
  let out = '';
  for (let i = 0; i < n; i += 1) {
    const x = between(rnd, 40, 1160);
    const y = base - between(rnd, 0, 80);
    const h = between(rnd, 60, 120);
    out += `<ellipse cx="${x}" cy="${y - h / 2}" rx="${Math.round(h / 6)}" ry="${Math.round(h / 2)}"/>`;
  }
  return `<g fill="${color}">${out}</g>`;
}

function pyramid(cx: number, base: number, color: string): string {
  let d = '';
  let w = 520;
  let y = base;
  for (let i = 0; i < 6; i += 1) {
    d += `M${cx - w / 2} ${y}v-40h${w}v40z`;
    y -= 40;
    w -= 70;
  }
  d += `M${cx - 50} ${y}v-60h100v60z`;
  return `<path d="${d}" fill="${color}"/><path d="M${cx - 40} ${base}L${cx - 26} ${y}h52L${cx + 40} ${base}z" fill="#000" opacity=".18"/>`;
}

function karsts(rnd: Rnd, horizon: number, color: string): string {
  let d = '';
  for (let i = 0; i < 4; i += 1) {
    const x = between(rnd, 80, 1050);
    const w = between(rnd, 70, 150);
    const h = between(rnd, 160, 330);
    d += `M${x} ${horizon}Q${x - 10} ${horizon - h} ${x + Math.round(w / 2)} ${horizon - h}Q${x + w + 10} ${horizon - h} ${x + w} ${horizon}Z`;
  }
  return `<path d="${d}" fill="${color}"/>`;
}

function cactus(x: number, base: number, color: string): string {
  return `<path d="M${x} ${base}v-120a14 14 0 0 1 28 0v120zM${x} ${base - 60}h-26v-40a10 10 0 0 1 20 0v24h6zM${x + 28} ${base - 80}h24v-30a10 10 0 0 1 20 0v46h-44z" fill="${color}"/>`;
}

// ---------------------------------------------------------------------------------------------
// Scenes.

type Scene =
  | 'beach'
  | 'island'
  | 'mountains'
  | 'snow'
  | 'lake'
  | 'savanna'
  | 'kilimanjaro'
  | 'city'
  | 'castle'
  | 'ship'
  | 'river'
  | 'pagoda'
  | 'fuji'
  | 'volcano'
  | 'aurora'
  | 'village'
  | 'tuscany'
  | 'pyramid'
  | 'desert'
  | 'jungle'
  | 'karst';

function photo(name: string, scene: Scene, sky: Sky): string {
  const rnd = seededRandom(hash(name));
  const p = palettes[sky];
  let defs = skyDefs(p);
  const horizon = between(rnd, 440, 520);
  let body = `<rect width="${W}" height="${H}" fill="url(#s)"/>`;
  body += celestial(rnd, sky, p, horizon);
  if (scene === 'aurora') {
    const a = aurora(rnd);
    defs += a.def;
    body += a.path;
  }
  body += clouds(rnd, sky, horizon);

  switch (scene) {
    case 'beach': {
      body += ridge(rnd, horizon, 60, 200, p.far, true).d;
      body += sea(rnd, horizon);
      body += `<path d="M0 ${H}V${H - 170}Q400 ${H - 240} 700 ${H - 150}T${W} ${H - 120}V${H}Z" fill="${p.sand}"/>`;
      body += palm(rnd, between(rnd, 80, 260), H - 140, between(rnd, 280, 360), p.near);
      if (rnd() < 0.7) body += palm(rnd, between(rnd, 900, 1120), H - 110, between(rnd, 220, 320), p.near);
      body += birds(rnd, sky);
      break;
    }
    case 'island': {
      body += sea(rnd, horizon);
      const cx = between(rnd, 350, 850);
      body += `<path d="M${cx - 330} ${horizon + 90}Q${cx} ${horizon - 60} ${cx + 330} ${horizon + 90}Z" fill="${p.sand}"/>`;
      body += `<path d="M${cx - 220} ${horizon + 50}Q${cx} ${horizon - 120} ${cx + 220} ${horizon + 50}Z" fill="${p.mid}"/>`;
      body += palm(rnd, cx - 80, horizon + 20, 220, p.near) + palm(rnd, cx + 90, horizon + 30, 180, p.near);
      body += `<path d="M${cx + 380} ${horizon + 160}h90v-40h-90zM${cx + 400} ${horizon + 160}v50M${cx + 450} ${horizon + 160}v50" stroke="${p.near}" stroke-width="6" fill="#f3e2c0"/>`;
      body += birds(rnd, sky);
      break;
    }
    case 'mountains':
    case 'snow': {
      const far = ridge(rnd, horizon - 40, 280, 150, p.far);
      body += far.d + (scene === 'snow' ? snowCaps(far.peaks, horizon - 40) : '');
      const mid = ridge(rnd, horizon + 80, 200, 120, p.mid);
      body += mid.d + (scene === 'snow' ? snowCaps(mid.peaks, horizon + 80) : '');
      if (scene === 'snow') {
        body += `<path d="M0 ${H}V${H - 190}Q600 ${H - 300} ${W} ${H - 160}V${H}Z" fill="#f4f8ff"/>`;
        body += `<path d="M150 ${H}Q500 ${H - 160} 900 ${H - 230}" stroke="#c9d7ea" stroke-width="10" fill="none"/>`;
        body += `<g fill="${p.near}">${[0, 1, 2, 3, 4].map(() => {
          const x = between(rnd, 20, 1180);
          const y = H - between(rnd, 60, 150);
          return `<path d="M${x} ${y - 110}l36 110h-72z"/>`;
        }).join('')}</g>`;
      } else {
        body += ridge(rnd, H - 100, 120, 200, p.near, true).d;
        body += trees(rnd, H - 40, 8, p.near);
      }
      break;
    }
    case 'lake': {
      const far = ridge(rnd, horizon, 260, 150, p.far);
      body += far.d + snowCaps(far.peaks, horizon);
      body += `<rect y="${horizon}" width="${W}" height="${H - horizon}" fill="url(#w)"/>`;
      defs += `<clipPath id="c"><rect y="${horizon}" width="${W}" height="${H - horizon}"/></clipPath>`;
      body += `<g clip-path="url(#c)" opacity=".25"><g transform="translate(0 ${horizon * 2}) scale(1 -1)">${far.d}</g></g>`;
      body += `<path d="M0 ${H}V${H - 90}Q300 ${H - 140} 600 ${H - 80}T${W} ${H - 60}V${H}Z" fill="${p.near}"/>`;
      body += trees(rnd, H - 90, 5, p.near, [0, 400]);
      break;
    }
    case 'savanna':
    case 'kilimanjaro': {
      if (scene === 'kilimanjaro') body += volcano(between(rnd, 500, 800), horizon + 10, 420, 260, p.far, 'snow');
      else body += ridge(rnd, horizon, 50, 250, p.far, true).d;
      body += `<path d="M0 ${H}V${horizon}Q600 ${horizon - 20} ${W} ${horizon + 10}V${H}Z" fill="${sky === 'day' ? '#c9b26a' : p.mid}"/>`;
      body += `<path d="M0 ${H}V${H - 160}Q500 ${H - 210} ${W} ${H - 150}V${H}Z" fill="${sky === 'day' ? '#a98f4d' : p.near}" opacity=".8"/>`;
      body += acacia(between(rnd, 150, 450), horizon + 60, 1.6, p.near);
      body += acacia(between(rnd, 750, 1050), horizon + 40, 1, p.near);
      body += acacia(between(rnd, 550, 700), horizon + 15, 0.5, p.near);
      body += birds(rnd, sky);
      break;
    }
    case 'city': {
      body += skyline(rnd, horizon + 60, p.far, null, 260);
      body += skyline(rnd, H - 120, p.near, sky === 'night' || sky === 'dusk' ? p.light : '#cfe3f3', 300);
      body += `<rect y="${H - 120}" width="${W}" height="120" fill="url(#w)"/>`;
      break;
    }
    case 'castle': {
      body += ridge(rnd, horizon + 40, 80, 200, p.far, true).d;
      body += castle(between(rnd, 500, 700), H - 150, sky === 'day' ? '#eef0f6' : '#b9b2d6', '#4a6fb5');
      body += `<path d="M0 ${H}V${H - 160}H${W}V${H}Z" fill="${p.near}"/>`;
      body += trees(rnd, H - 150, 10, p.mid);
      if (sky === 'night' || sky === 'dusk') body += fireworks(rnd);
      break;
    }
    case 'ship': {
      body += sea(rnd, horizon);
      body += ship(between(rnd, 200, 520), horizon + 80, 0.9 + rnd() * 0.3, '#1d3557');
      body += birds(rnd, sky);
      break;
    }
    case 'river': {
      body += ridge(rnd, horizon, 160, 180, p.far, true).d;
      body += `<path d="M0 ${H}V${horizon + 40}H${W}V${H}Z" fill="${p.mid}"/>`;
      body += `<path d="M420 ${horizon + 40}H780Q1000 ${H - 120} ${W} ${H}H0Q300 ${H - 160} 420 ${horizon + 40}Z" fill="url(#w)"/>`;
      body += cypresses(rnd, horizon + 50, 7, p.near);
      body += boat(between(rnd, 380, 620), H - 160, '#1d3557');
      break;
    }
    case 'pagoda': {
      body += ridge(rnd, horizon, 140, 200, p.far, true).d;
      body += `<path d="M0 ${H}V${horizon + 60}Q600 ${horizon + 20} ${W} ${horizon + 70}V${H}Z" fill="${p.mid}"/>`;
      body += pagoda(between(rnd, 350, 850), horizon + 70, 1.2, sky === 'day' ? '#b5443a' : p.near);
      body += trees(rnd, H - 40, 7, p.near);
      break;
    }
    case 'fuji':
    case 'volcano': {
      const cx = between(rnd, 450, 750);
      body += volcano(cx, horizon + 40, 480, 330, p.far, scene === 'fuji' ? 'snow' : 'smoke');
      body += `<path d="M0 ${H}V${horizon + 30}Q600 ${horizon + 80} ${W} ${horizon + 20}V${H}Z" fill="${p.mid}"/>`;
      body += scene === 'fuji' ? `<rect y="${H - 180}" width="${W}" height="180" fill="url(#w)"/>` : trees(rnd, H - 60, 12, p.near);
      if (scene === 'fuji') body += pagoda(between(rnd, 900, 1080), H - 170, 0.7, p.near);
      break;
    }
    case 'aurora': {
      const far = ridge(rnd, horizon, 200, 150, p.far);
      body += far.d + snowCaps(far.peaks, horizon, '#c9d6f0');
      body += `<rect y="${horizon}" width="${W}" height="${H - horizon}" fill="url(#w)"/>`;
      body += `<path d="M0 ${H}V${H - 100}Q400 ${H - 150} 800 ${H - 90}T${W} ${H - 70}V${H}Z" fill="#dfe8f7"/>`;
      body += `<path d="M880 ${H - 110}h70v-40l-35 -30l-35 30zM905 ${H - 135}h20v20h-20z" fill="${p.near}"/>`;
      break;
    }
    case 'village': {
      body += sea(rnd, horizon);
      body += `<path d="M460 ${H}Q600 ${horizon - 180} ${W} ${horizon - 120}V${H}Z" fill="${sky === 'day' ? '#c9a878' : p.mid}"/>`;
      body += village(rnd, H - 60, 16);
      break;
    }
    case 'tuscany': {
      body += ridge(rnd, horizon, 80, 240, p.far, true).d;
      body += ridge(rnd, horizon + 110, 100, 260, sky === 'day' ? '#9fbf6a' : p.mid, true).d;
      body += ridge(rnd, H - 90, 90, 300, sky === 'day' ? '#7ea24f' : p.near, true).d;
      body += cypresses(rnd, horizon + 120, 9, p.near);
      body += `<path d="M${between(rnd, 700, 950)} ${horizon + 40}h120v-60h-120zM${between(rnd, 650, 700)} ${horizon + 40}h40v-110h-40z" fill="#e6cfa8"/>`;
      break;
    }
    case 'pyramid': {
      body += `<path d="M0 ${H}V${horizon + 20}Q600 ${horizon - 10} ${W} ${horizon + 20}V${H}Z" fill="${p.mid}"/>`;
      body += pyramid(between(rnd, 420, 780), horizon + 110, sky === 'day' ? '#b9a07a' : p.far);
      body += trees(rnd, H - 30, 14, p.near);
      body += birds(rnd, sky);
      break;
    }
    case 'desert': {
      body += `<path d="M${between(rnd, 100, 300)} ${horizon}v-140h220v140zM${between(rnd, 700, 900)} ${horizon}v-90h160v90z" fill="${p.far}"/>`;
      body += `<path d="M0 ${H}V${horizon}Q600 ${horizon + 30} ${W} ${horizon - 10}V${H}Z" fill="${sky === 'day' ? '#e2b37b' : p.mid}"/>`;
      body += cactus(between(rnd, 150, 450), H - 80, p.near) + cactus(between(rnd, 800, 1050), H - 130, p.near);
      break;
    }
    case 'jungle': {
      body += volcano(between(rnd, 300, 900), horizon, 380, 220, p.far, 'smoke');
      body += `<path d="M0 ${H}V${horizon - 10}Q600 ${horizon + 40} ${W} ${horizon - 20}V${H}Z" fill="${p.mid}" opacity=".85"/>`;
      body += trees(rnd, horizon + 120, 14, p.mid);
      body += `<path d="M0 ${H}V${H - 90}Q600 ${H - 150} ${W} ${H - 80}V${H}Z" fill="${p.near}"/>`;
      body += trees(rnd, H - 70, 14, p.near);
      break;
    }
    case 'karst': {
      body += sea(rnd, horizon);
      body += karsts(rnd, horizon + 30, p.mid);
      body += `<path d="M${between(rnd, 200, 700)} ${H - 140}q120 40 260 0l-30 24h-200z" fill="#7a4b2a"/>`;
      body += `<path d="M0 ${H}V${H - 60}Q600 ${H - 110} ${W} ${H - 50}V${H}Z" fill="${p.sand}"/>`;
      break;
    }
  }
  return svg(W, H, defs, body);
}

// ---------------------------------------------------------------------------------------------
// Portraits and logos.

const skins = ['#f1c7a5', '#e0ac85', '#c68e63', '#9c6a45', '#6f4a30', '#f5d3b8'];
const hairs = ['#2b1d14', '#5a3a22', '#a36a36', '#d8b25d', '#111', '#8a8a8a'];
const shirts = ['#2a9d8f', '#e76f51', '#457b9d', '#8e6fb8', '#f4a261', '#3d5a80', '#c44569'];
const backs = ['#dff3f1', '#fde8d8', '#e3ecf8', '#efe6f8', '#fff1cc', '#e6f4e1'];

function portrait(name: string, opts: { hair?: 'short' | 'long' | 'bun' | 'curly'; bg?: string } = {}): string {
  const rnd = seededRandom(hash(name));
  const skin = pick(rnd, skins);
  const hair = pick(rnd, hairs);
  const shirt = pick(rnd, shirts);
  const bg = opts.bg ?? pick(rnd, backs);
  const style = opts.hair ?? pick(rnd, ['short', 'long', 'bun', 'curly'] as const);
  let back = '';
  let front = '';
  if (style === 'long') {
    back = `<path d="M118 190a82 90 0 0 1 164 0v120h-164z" fill="${hair}"/>`;
    front = `<path d="M122 178a80 84 0 0 1 156 0q-50 -40 -110 -20q-20 10 -46 20z" fill="${hair}"/>`;
  } else if (style === 'bun') {
    back = `<circle cx="200" cy="92" r="34" fill="${hair}"/>`;
    front = `<path d="M124 180a78 84 0 0 1 152 0q-76 -56 -152 0z" fill="${hair}"/>`;
  } else if (style === 'curly') {
    front = `<g fill="${hair}">${[0, 1, 2, 3, 4, 5, 6].map((i) => `<circle cx="${130 + i * 23}" cy="${130 + Math.abs(3 - i) * 9}" r="26"/>`).join('')}</g>`;
  } else {
    front = `<path d="M122 176q0 -80 78 -82q78 2 78 82q-24 -44 -78 -44q-54 0 -78 44z" fill="${hair}"/>`;
  }
  const body =
    `<rect width="400" height="400" fill="${bg}"/>` +
    back +
    `<path d="M54 400q6 -112 146 -120q140 8 146 120z" fill="${shirt}"/>` +
    `<path d="M176 250h48v36q-24 16 -48 0z" fill="${skin}"/>` +
    `<ellipse cx="200" cy="190" rx="76" ry="86" fill="${skin}"/>` +
    front +
    `<circle cx="172" cy="196" r="6" fill="#2b2b3a"/><circle cx="228" cy="196" r="6" fill="#2b2b3a"/>` +
    `<path d="M176 232q24 20 48 0" stroke="#7a3b2e" stroke-width="5" fill="none" stroke-linecap="round"/>`;
  return svg(400, 400, '', body);
}

function logo(word: string, sub: string, color: string, icon: 'wave' | 'star' | 'peak' | 'sun' | 'leaf' | 'castle'): string {
  const icons = {
    wave: `<path d="M18 66q14 -16 28 0t28 0t28 0M18 82q14 -16 28 0t28 0t28 0" stroke="${color}" stroke-width="6" fill="none"/>`,
    star: `<path d="M60 24l10 24h26l-21 16l8 26l-23 -16l-23 16l8 -26l-21 -16h26z" fill="${color}"/>`,
    peak: `<path d="M14 92l30 -54l18 30l12 -18l24 42z" fill="${color}"/>`,
    sun: `<circle cx="58" cy="60" r="22" fill="${color}"/><path d="M58 20v10M58 90v10M18 60h10M88 60h10M30 32l7 7M79 81l7 7M30 88l7 -7M79 39l7 -7" stroke="${color}" stroke-width="5"/>`,
    leaf: `<path d="M22 94q0 -66 74 -70q-4 74 -74 70zM22 94l50 -46" fill="${color}" stroke="#fff" stroke-width="3"/>`,
    castle: `<path d="M24 94v-44h12v-14h10v14h8v-26h20v26h8v-14h10v14h12v44z" fill="${color}"/>`,
  };
  const body =
    `<rect width="300" height="120" rx="14" fill="#fff"/>` +
    icons[icon] +
    `<text x="112" y="62" font-family="Georgia,serif" font-size="26" font-weight="700" fill="${color}">${word}</text>` +
    `<text x="113" y="88" font-family="Arial,sans-serif" font-size="14" letter-spacing="3" fill="#555">${sub}</text>`;
  return svg(300, 120, '', body);
}

// ---------------------------------------------------------------------------------------------
// The catalogue: every file the demo content points at.

const photos: [string, Scene, Sky][] = [
  // Heroes and specialties.
  ['hero-poster', 'beach', 'sunset'],
  ['family-beach', 'beach', 'day'],
  ['family-mountains', 'mountains', 'day'],
  ['family-lake', 'lake', 'dawn'],
  ['group-travel', 'city', 'day'],
  ['group-adventure', 'mountains', 'dawn'],
  ['wedding-beach', 'beach', 'sunset'],
  ['wedding-garden', 'tuscany', 'dawn'],
  ['wedding-villa', 'village', 'sunset'],
  ['honeymoon-island', 'island', 'day'],
  ['honeymoon-sunset', 'island', 'sunset'],
  ['anniversary-village', 'village', 'dusk'],
  ['anniversary-coast', 'beach', 'dusk'],
  ['all-inclusive-resort', 'beach', 'day'],
  ['all-inclusive-island', 'island', 'dawn'],
  ['ocean-cruise', 'ship', 'day'],
  ['ocean-cruise-night', 'ship', 'night'],
  ['river-cruise', 'river', 'dawn'],
  ['river-cruise-evening', 'river', 'sunset'],
  ['theme-park-castle', 'castle', 'dusk'],
  ['disney-castle-night', 'castle', 'night'],
  ['universal-city', 'city', 'night'],
  ['universal-mobile', 'city', 'dusk'],
  ['ski-colorado', 'snow', 'day'],
  ['ski-evening', 'snow', 'dusk'],
  ['ski-lodge', 'lake', 'day'],
  // Kenya safari page (page 28 names these files without a path).
  ['kenya-savanna', 'savanna', 'sunset'],
  ['kenya-acacia', 'savanna', 'day'],
  ['kenya-kilimanjaro', 'kilimanjaro', 'dawn'],
  ['kenya-lodge', 'savanna', 'dusk'],
  ['kenya-sunrise', 'savanna', 'dawn'],
  ['kenya-coast', 'beach', 'day'],
  ['kenya-night', 'savanna', 'night'],
  // About, mottos, catalogue, advisors.
  ['about-denver', 'snow', 'sunset'],
  ['about-team', 'mountains', 'sunset'],
  ['motto-sea', 'beach', 'dawn'],
  ['motto-mountains', 'mountains', 'dusk'],
  ['motto-desert', 'desert', 'sunset'],
  ['motto-night', 'lake', 'night'],
  ['catalog-family', 'beach', 'day'],
  ['catalog-cruise', 'ship', 'sunset'],
  ['catalog-adventure', 'jungle', 'day'],
  ['catalog-celebration', 'village', 'day'],
  ['advisor-sarah-background', 'tuscany', 'sunset'],
  ['advisor-david-background', 'mountains', 'dawn'],
  ['planning-map', 'river', 'day'],
  // Destinations: a banner and four photos each.
  ['kenya-banner', 'savanna', 'sunset'],
  ['kenya-1', 'savanna', 'day'],
  ['kenya-2', 'kilimanjaro', 'day'],
  ['kenya-3', 'beach', 'dawn'],
  ['kenya-4', 'savanna', 'night'],
  ['italy-banner', 'tuscany', 'sunset'],
  ['italy-1', 'tuscany', 'day'],
  ['italy-2', 'village', 'day'],
  ['italy-3', 'river', 'sunset'],
  ['italy-4', 'city', 'dusk'],
  ['mexico-banner', 'pyramid', 'sunset'],
  ['mexico-1', 'beach', 'day'],
  ['mexico-2', 'pyramid', 'day'],
  ['mexico-3', 'desert', 'day'],
  ['mexico-4', 'island', 'sunset'],
  ['japan-banner', 'fuji', 'dawn'],
  ['japan-1', 'pagoda', 'day'],
  ['japan-2', 'fuji', 'day'],
  ['japan-3', 'city', 'night'],
  ['japan-4', 'pagoda', 'sunset'],
  ['greece-banner', 'village', 'sunset'],
  ['greece-1', 'village', 'day'],
  ['greece-2', 'island', 'day'],
  ['greece-3', 'beach', 'dusk'],
  ['greece-4', 'ship', 'dawn'],
  ['costa-rica-banner', 'jungle', 'dawn'],
  ['costa-rica-1', 'volcano', 'day'],
  ['costa-rica-2', 'jungle', 'day'],
  ['costa-rica-3', 'beach', 'sunset'],
  ['costa-rica-4', 'volcano', 'dusk'],
  ['iceland-banner', 'aurora', 'night'],
  ['iceland-1', 'lake', 'day'],
  ['iceland-2', 'volcano', 'dawn'],
  ['iceland-3', 'snow', 'dawn'],
  ['iceland-4', 'aurora', 'night'],
  ['thailand-banner', 'karst', 'sunset'],
  ['thailand-1', 'karst', 'day'],
  ['thailand-2', 'pagoda', 'dusk'],
  ['thailand-3', 'island', 'day'],
  ['thailand-4', 'jungle', 'dusk'],
  // Months.
  ['month-01', 'jungle', 'day'],
  ['month-02', 'beach', 'day'],
  ['month-03', 'pagoda', 'dawn'],
  ['month-04', 'tuscany', 'day'],
  ['month-05', 'village', 'day'],
  ['month-06', 'lake', 'dawn'],
  ['month-07', 'savanna', 'sunset'],
  ['month-08', 'mountains', 'day'],
  ['month-09', 'river', 'sunset'],
  ['month-10', 'fuji', 'sunset'],
  ['month-11', 'karst', 'dawn'],
  ['month-12', 'snow', 'night'],
  // Blogs.
  ['blog-1', 'castle', 'night'],
  ['blog-2', 'lake', 'sunset'],
  ['blog-3', 'kilimanjaro', 'sunset'],
  ['blog-4', 'snow', 'dawn'],
  ['blog-5', 'river', 'day'],
  ['blog-6', 'island', 'dusk'],
  ['blog-7', 'city', 'dawn'],
  ['blog-8', 'mountains', 'sunset'],
  // Footer "recent trips".
  ['trip-1', 'beach', 'sunset'],
  ['trip-2', 'village', 'dawn'],
  ['trip-3', 'savanna', 'day'],
  ['trip-4', 'snow', 'dawn'],
  ['trip-5', 'ship', 'dusk'],
  ['trip-6', 'pagoda', 'night'],
];

const portraits: [string, Parameters<typeof portrait>[1]][] = [
  ['advisor-sarah-mitchell', { hair: 'long', bg: '#dff3f1' }],
  ['advisor-david-brooks', { hair: 'short', bg: '#e3ecf8' }],
  ['author-emma', { hair: 'bun' }],
  ['author-james', { hair: 'short' }],
  ['author-priya', { hair: 'long' }],
  ['guest-1', {}],
  ['guest-2', {}],
  ['guest-3', {}],
  ['guest-4', {}],
  ['guest-5', {}],
  ['guest-6', {}],
  ['guest-7', {}],
];

const logos: [string, string, string, string, Parameters<typeof logo>[3]][] = [
  ['partner-coral-bay', 'Coral Bay', 'RESORTS', '#e76f51', 'sun'],
  ['partner-northstar', 'Northstar', 'CRUISE LINE', '#1d3557', 'star'],
  ['partner-riverline', 'Riverline', 'VOYAGES', '#2a9d8f', 'wave'],
  ['partner-savanna-trails', 'Savanna', 'TRAILS &amp; CAMPS', '#b5651d', 'leaf'],
  ['partner-summit-ski', 'Summit', 'SKI RESORTS', '#3d5a80', 'peak'],
  ['partner-wonderland', 'Wonderland', 'PARKS', '#8e6fb8', 'castle'],
];

function fallbackPhoto(name: string, scene: Scene, tone: [string, string, string]): string {
  // The fallbacks are quiet, grey-blue versions of a scene: they must read as "placeholder".
  const p: Palette = { ...palettes.day, sky: tone, far: '#b7c2cf', mid: '#9aa8b8', near: '#7f8fa3', sea: ['#aab8c8', '#8b9bb0'], sand: '#d5d9df', sun: '#f5f7fa' };
  const saved = palettes.day;
  palettes.day = p;
  try {
    return photo(name, scene, 'day');
  } finally {
    palettes.day = saved;
  }
}

const fallbacks: Record<string, () => string> = {
  'package.svg': () => fallbackPhoto('fallback-package', 'mountains', ['#cfd8e3', '#e3e9f0', '#f2f5f8']),
  'blog.svg': () => fallbackPhoto('fallback-blog', 'beach', ['#d6dde6', '#e8edf2', '#f4f6f9']),
  'banner.svg': () => fallbackPhoto('fallback-banner', 'lake', ['#c6d2e0', '#dfe6ee', '#eef2f6']),
  'motto-background.svg': () => fallbackPhoto('fallback-motto', 'river', ['#cdd6e1', '#e2e8ef', '#f1f4f7']),
  'profile.svg': () => portrait('fallback-profile', { hair: 'short', bg: '#e9edf2' }).replace(/fill="#(?:f1c7a5|e0ac85|c68e63|9c6a45|6f4a30|f5d3b8)"/g, 'fill="#c9d1db"'),
  'advisor.svg': () => portrait('fallback-advisor', { hair: 'long', bg: '#dff3f1' }),
};

// ---------------------------------------------------------------------------------------------

function write(dir: string, file: string, content: string): void {
  const bytes = Buffer.byteLength(content);
  if (bytes > MAX_BYTES) throw new Error(`${file} is ${bytes} bytes, over the ${MAX_BYTES}-byte budget`);
  writeFileSync(join(dir, file), content);
}

function main(): void {
  mkdirSync(demoDir, { recursive: true });
  mkdirSync(fallbackDir, { recursive: true });
  for (const dir of [demoDir, fallbackDir]) {
    for (const file of readdirSync(dir)) if (file.endsWith('.svg')) rmSync(join(dir, file));
  }
  for (const [name, scene, sky] of photos) write(demoDir, `${name}.svg`, photo(name, scene, sky));
  for (const [name, opts] of portraits) write(demoDir, `${name}.svg`, portrait(name, opts));
  for (const [name, word, sub, color, icon] of logos) write(demoDir, `${name}.svg`, logo(word, sub, color, icon));
  for (const [file, make] of Object.entries(fallbacks)) write(fallbackDir, file, make());
  const total = photos.length + portraits.length + logos.length;
  console.log(`Wrote ${total} demo images to public/images/demo and ${Object.keys(fallbacks).length} fallbacks to public/images/fallback.`);
}

main();
