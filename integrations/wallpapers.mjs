// The 26 wallpapers are drawn, not shipped: each is a geometric Islamic pattern described in
// content/wallpapers.json, drawn as SVG and rasterised by sharp into a full-size JPEG under
// src/assets/generated/wallpapers/ (gitignored). A stamp skips the work when nothing changed.
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

const root = new URL('..', import.meta.url).pathname;
export const WALLPAPER_DIR = join(root, 'src/assets/generated/wallpapers');
export const WIDTH = 1080;
export const HEIGHT = 1920;

const f = (n) => Math.round(n * 100) / 100;

/** A star polygon of n points between radii R and r, as SVG points. */
function star(cx, cy, n, R, r, turn = 0) {
  const pts = [];
  for (let i = 0; i < 2 * n; i++) {
    const a = turn + (Math.PI * i) / n - Math.PI / 2;
    const rad = i % 2 ? r : R;
    pts.push(`${f(cx + rad * Math.cos(a))},${f(cy + rad * Math.sin(a))}`);
  }
  return `<polygon points="${pts.join(' ')}"/>`;
}

const circle = (cx, cy, r) => `<circle cx="${f(cx)}" cy="${f(cy)}" r="${f(r)}"/>`;
const line = (x1, y1, x2, y2) => `<line x1="${f(x1)}" y1="${f(y1)}" x2="${f(x2)}" y2="${f(y2)}"/>`;

/** One tile of each pattern: [width, height, markup]. Tiles repeat edge to edge. */
const TILES = {
  star8: (t) => {
    const c = t / 2,
      R = t * 0.36;
    const rays = [0, 1, 2, 3]
      .map((i) => line(c, c, c + Math.cos((i * Math.PI) / 2) * c, c + Math.sin((i * Math.PI) / 2) * c))
      .join('');
    return [
      t,
      t,
      `${rays}${star(c, c, 8, R, R * 0.7654)}${star(c, c, 8, R * 0.5, R * 0.38, Math.PI / 8)}${star(0, 0, 4, t * 0.16, t * 0.07)}${star(t, t, 4, t * 0.16, t * 0.07)}${star(0, t, 4, t * 0.16, t * 0.07)}${star(t, 0, 4, t * 0.16, t * 0.07)}`,
    ];
  },
  star6: (t) => {
    const h = t * Math.sqrt(3),
      R = t * 0.4;
    const at = [
      [t / 2, h / 2],
      [0, 0],
      [t, 0],
      [0, h],
      [t, h],
    ];
    return [t, h, at.map(([x, y]) => `${star(x, y, 6, R, R / Math.sqrt(3))}${circle(x, y, R * 0.32)}`).join('')];
  },
  rosette12: (t) => {
    const c = t / 2,
      R = t * 0.46;
    return [
      t,
      t,
      `${circle(c, c, R)}${star(c, c, 12, R, R * 0.62)}${star(c, c, 6, R * 0.55, R * 0.3)}${circle(0, 0, t * 0.12)}${circle(t, 0, t * 0.12)}${circle(0, t, t * 0.12)}${circle(t, t, t * 0.12)}`,
    ];
  },
  octagon: (t) => {
    const k = t * 0.29,
      c = t / 2;
    const pts = [
      [k, 0],
      [t - k, 0],
      [t, k],
      [t, t - k],
      [t - k, t],
      [k, t],
      [0, t - k],
      [0, k],
    ];
    return [
      t,
      t,
      `<polygon points="${pts.map(([x, y]) => `${f(x)},${f(y)}`).join(' ')}"/>${star(c, c, 8, t * 0.33, t * 0.2)}${star(c, c, 4, t * 0.2, t * 0.09, Math.PI / 4)}`,
    ];
  },
  circles: (t) => {
    const r = t / 2;
    const at = [
      [0, 0],
      [t, 0],
      [0, t],
      [t, t],
      [r, r],
      [r, 0],
      [0, r],
      [t, r],
      [r, t],
    ];
    return [t, t, `${at.map(([x, y]) => circle(x, y, r)).join('')}${star(r, r, 4, t * 0.12, t * 0.05)}`];
  },
  knot: (t) => {
    const c = t / 2;
    const diag = `${line(0, 0, t, t)}${line(t, 0, 0, t)}${line(c, 0, t, c)}${line(t, c, c, t)}${line(c, t, 0, c)}${line(0, c, c, 0)}`;
    return [
      t,
      t,
      `${diag}${star(c, c, 4, t * 0.3, t * 0.12)}${circle(c, c, t * 0.08)}${star(0, 0, 4, t * 0.3, t * 0.12)}${star(t, t, 4, t * 0.3, t * 0.12)}${star(t, 0, 4, t * 0.3, t * 0.12)}${star(0, t, 4, t * 0.3, t * 0.12)}`,
    ];
  },
};

export function wallpaperSvg({ pattern, tile, rotate, colors: [bg, deep, ink] }) {
  const [w, h, body] = TILES[pattern](tile);
  const stroke = f(Math.max(2, tile / 60));
  const cx = WIDTH / 2,
    cy = HEIGHT * 0.42;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}" viewBox="0 0 ${WIDTH} ${HEIGHT}">
<defs>
<linearGradient id="bg" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${bg}"/><stop offset="1" stop-color="${deep}"/></linearGradient>
<radialGradient id="glow" cx="0.5" cy="0.42" r="0.6"><stop offset="0" stop-color="${ink}" stop-opacity="0.28"/><stop offset="1" stop-color="${ink}" stop-opacity="0"/></radialGradient>
<pattern id="p" width="${f(w)}" height="${f(h)}" patternUnits="userSpaceOnUse" patternTransform="translate(${cx} ${cy}) rotate(${rotate})">
<g fill="none" stroke="${ink}" stroke-width="${stroke}" stroke-linejoin="round" opacity="0.75">${body}</g>
</pattern>
</defs>
<rect width="100%" height="100%" fill="url(#bg)"/>
<rect width="100%" height="100%" fill="url(#p)"/>
<rect width="100%" height="100%" fill="url(#glow)"/>
<g fill="${deep}" stroke="${ink}" stroke-width="${stroke * 2}" stroke-linejoin="round">${star(cx, cy, 8, 250, 191)}</g>
<g fill="none" stroke="${ink}" stroke-width="${stroke}">${star(cx, cy, 8, 170, 130, Math.PI / 8)}${circle(cx, cy, 90)}${star(cx, cy, 16, 70, 45)}</g>
</svg>`;
}

/** Writes wallpaper_N.jpg for every entry of content/wallpapers.json; returns how many were drawn. */
export async function generateWallpapers() {
  const specPath = join(root, 'content/wallpapers.json');
  const specs = JSON.parse(readFileSync(specPath, 'utf8'));
  const stampPath = join(WALLPAPER_DIR, '.stamp');
  const stamp = createHash('sha256')
    .update(readFileSync(new URL(import.meta.url)))
    .update(readFileSync(specPath))
    .digest('hex');
  const files = specs.map((s) => join(WALLPAPER_DIR, `wallpaper_${s.id}.jpg`));
  if (existsSync(stampPath) && readFileSync(stampPath, 'utf8') === stamp && files.every((p) => existsSync(p))) return 0;
  const { default: sharp } = await import('sharp');
  mkdirSync(WALLPAPER_DIR, { recursive: true });
  // Written aside then renamed: a parallel build never reads a half-written file.
  const tmp = (p) => `${p}.${process.pid}.tmp`;
  await Promise.all(
    specs.map((s, i) =>
      sharp(Buffer.from(wallpaperSvg(s)))
        .jpeg({ quality: 82, mozjpeg: true })
        .toFile(tmp(files[i])),
    ),
  );
  files.forEach((p) => renameSync(tmp(p), p));
  writeFileSync(tmp(stampPath), stamp);
  renameSync(tmp(stampPath), stampPath);
  return specs.length;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const t = Date.now();
  console.log(`wallpapers: ${await generateWallpapers()} drawn in ${Date.now() - t} ms`);
}
