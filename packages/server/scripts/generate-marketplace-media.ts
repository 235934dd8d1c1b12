/**
 * Writes the seeded marketplace's images under media/marketplace/ (committed, served under /media/): three gallery
 * images per catalogue item (800×800, suited to square cards and the detail gallery), the banners (1200×900
 * artwork, cropped by the app to a tall tile or a wide one) and the partner logos (400×400). Flat vector art in
 * each category's colours, a few hundred bytes to 2 KB each. No words in the artwork: names, banner titles and
 * texts are drawn by the app in the member's language.
 *
 *   pnpm --filter @wellness/server exec tsx scripts/generate-marketplace-media.ts
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { seedItems, seedPartners, seedSliders } from '../src/db/seed-marketplace-data.js';
import { catalogImageCount, catalogImagePath, partnerLogoPath } from '../src/db/seed-marketplace.js';

const out = fileURLToPath(new URL('../media/marketplace/', import.meta.url));
mkdirSync(out, { recursive: true });

const PALETTES: Record<number, [string, string, string]> = {
  17: ['#e8f1ea', '#7fae8c', '#2f5d45'],
  18: ['#e9eef6', '#7f9cc6', '#2b4a78'],
  19: ['#f4f1e4', '#b8b26a', '#5c5a26'],
  20: ['#f1e9f4', '#a98bbd', '#553a6b'],
  21: ['#e7ecf4', '#8a9cc2', '#2e3a5e'],
  22: ['#f7ede6', '#d3a489', '#7a4a33'],
  23: ['#e6f3f1', '#6fb3a7', '#205b52'],
  59: ['#f6ebe4', '#cf9b7d', '#74452f'],
  60: ['#eef5e3', '#93b86a', '#3e5c21'],
  61: ['#e9eaf6', '#8d90c9', '#34366f'],
  62: ['#fbeee4', '#e09a64', '#7d4318'],
  63: ['#e4f0f6', '#6fa6c4', '#1f5270'],
  94: ['#e8edf2', '#7d93a8', '#2c3e50'],
  95: ['#f5efe3', '#c4a46b', '#6b5121'],
  96: ['#e5f1e8', '#6aa77c', '#23553a'],
};

/** One simple motif per category group, drawn around (0,0) within ±160. */
function motif(category: number, ink: string, mid: string) {
  switch (category) {
    case 17: // mat rolled + circle
    case 21:
      return `<rect x="-150" y="-40" width="300" height="80" rx="40" fill="${mid}"/><circle cx="-110" cy="0" r="40" fill="${ink}"/><circle cx="-110" cy="0" r="18" fill="${mid}"/>`;
    case 18:
    case 62: // dumbbell
      return `<rect x="-120" y="-14" width="240" height="28" rx="8" fill="${ink}"/><rect x="-150" y="-70" width="50" height="140" rx="14" fill="${mid}"/><rect x="100" y="-70" width="50" height="140" rx="14" fill="${mid}"/>`;
    case 19:
    case 60: // bottle / jar
      return `<rect x="-70" y="-110" width="140" height="230" rx="30" fill="${mid}"/><rect x="-45" y="-150" width="90" height="50" rx="10" fill="${ink}"/><rect x="-70" y="-20" width="140" height="70" fill="${ink}" opacity=".35"/>`;
    case 20:
    case 22: // drop
      return `<path d="M0-150C40-80 100-30 100 40a100 100 0 0 1-200 0c0-70 60-120 100-190z" fill="${mid}"/><circle cx="-35" cy="40" r="22" fill="#fff" opacity=".5"/>`;
    case 23: // bowl
      return `<path d="M-150-10h300a150 150 0 0 1-300 0z" fill="${mid}"/><circle cx="-40" cy="-40" r="36" fill="${ink}"/><circle cx="35" cy="-55" r="30" fill="${ink}" opacity=".7"/>`;
    case 59:
    case 63: // stones / hands
      return `<ellipse cx="0" cy="90" rx="150" ry="45" fill="${mid}"/><ellipse cx="0" cy="10" rx="115" ry="38" fill="${ink}"/><ellipse cx="0" cy="-60" rx="80" ry="30" fill="${mid}"/>`;
    case 61: // lotus / head
      return `<path d="M0-130c50 60 50 140 0 200c-50-60-50-140 0-200z" fill="${ink}"/><path d="M-150 20c70-20 120 10 150 50c-60 30-120 10-150-50zM150 20c-70-20-120 10-150 50c60 30 120 10 150-50z" fill="${mid}"/>`;
    case 94: // watch
      return `<rect x="-50" y="-160" width="100" height="320" rx="20" fill="${mid}"/><rect x="-85" y="-85" width="170" height="170" rx="40" fill="${ink}"/><path d="M0-40v45l30 20" stroke="#fff" stroke-width="10" fill="none" stroke-linecap="round"/>`;
    case 95: // book
      return `<path d="M-150-100q75-30 150 0v200q-75-30-150 0z" fill="${mid}"/><path d="M150-100q-75-30-150 0v200q75-30 150 0z" fill="${ink}"/>`;
    default: // mountain
      return `<path d="M-160 120L-40-100L40 30L80-30L160 120z" fill="${mid}"/><circle cx="90" cy="-100" r="30" fill="${ink}"/>`;
  }
}

const esc = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;');

/** A soft light backdrop: a gentle diagonal gradient and a halo behind the object. */
function backdrop(id: string, width: number, height: number, bg: string) {
  return `<defs><linearGradient id="${id}" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#fff"/><stop offset="1" stop-color="${bg}"/></linearGradient></defs><rect width="${width}" height="${height}" fill="url(#${id})"/><rect width="${width}" height="${height}" fill="${bg}" opacity=".55"/>`;
}

/** A small stable number from an item's key, so items of one category do not all look alike. */
function variety(key: string): number {
  let hash = 7;
  for (const char of key) hash = (hash * 31 + char.charCodeAt(0)) % 9973;
  return hash;
}

function itemSvg(key: string, category: number, name: string, view: number) {
  const [bg, mid, ink] = PALETTES[category] ?? ['#eee', '#999', '#333'];
  const v = variety(key);
  // Every other item swaps the motif's two tones; each has its own tilt, size and halo.
  const art = v % 2 ? motif(category, mid, ink) : motif(category, ink, mid);
  const tilt = (v % 7) * 6 - 18;
  const size = 1.25 + (v % 5) * 0.08;
  const haloX = 340 + (v % 4) * 40;
  const shadow = (cx: number, cy: number, rx: number) =>
    `<ellipse cx="${cx}" cy="${cy}" rx="${rx}" ry="${Math.round(rx / 7)}" fill="${ink}" opacity=".12"/>`;
  const body =
    view === 1
      ? `<circle cx="${haloX}" cy="380" r="270" fill="${mid}" opacity=".18"/><circle cx="${800 - haloX + 120}" cy="${150 + (v % 3) * 40}" r="${36 + (v % 4) * 10}" fill="${mid}" opacity=".3"/>${shadow(400, 640, 230)}<g transform="translate(400 390) rotate(${tilt}) scale(${size.toFixed(2)})">${art}</g>`
      : view === 2
        ? `<circle cx="400" cy="400" r="300" fill="#fff" opacity=".6"/><g transform="translate(400 400) rotate(${-12 - tilt}) scale(1.7)">${art}</g>`
        : `<g opacity=".9"><g transform="translate(230 250) scale(.8)">${art}</g><g transform="translate(570 250) scale(.8) rotate(15)">${art}</g><g transform="translate(400 560) scale(.9) rotate(-8)">${art}</g></g>`;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="800" height="800" viewBox="0 0 800 800" role="img" aria-label="${esc(name)}">${backdrop('g', 800, 800, bg)}${body}</svg>\n`;
}

/**
 * A banner's artwork (1200×900): the motif large in the upper middle, so that a tall crop (4:5, the sides cut)
 * and a wide one (16:10, top and bottom cut) both keep it, and the lower part calm for the app's text panel.
 */
function bannerSvg(title: string, category: number) {
  const [bg, mid, ink] = PALETTES[category] ?? ['#eee', '#999', '#333'];
  return `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="900" viewBox="0 0 1200 900" role="img" aria-label="${esc(title)}"><defs><linearGradient id="b" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${bg}"/><stop offset="1" stop-color="${mid}" stop-opacity=".55"/></linearGradient></defs><rect width="1200" height="900" fill="url(#b)"/><circle cx="230" cy="140" r="190" fill="#fff" opacity=".45"/><circle cx="1010" cy="700" r="260" fill="${mid}" opacity=".3"/><circle cx="600" cy="330" r="230" fill="#fff" opacity=".55"/><ellipse cx="600" cy="530" rx="210" ry="28" fill="${ink}" opacity=".12"/><g transform="translate(600 330) scale(1.25)">${motif(category, ink, mid)}</g><path d="M0 780 C300 720 500 840 800 790 S1100 740 1200 770 V900 H0z" fill="#fff" opacity=".35"/></svg>\n`;
}

function logoSvg(name: string, type: number) {
  const [bg, mid, ink] = PALETTES[[17, 59, 23][type] ?? 17] ?? ['#eee', '#999', '#333'];
  const initials = name
    .split(/\s+/)
    .filter((w) => /^[A-Z]/.test(w))
    .slice(0, 2)
    .map((w) => w[0])
    .join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="400" height="400" viewBox="0 0 400 400" role="img" aria-label="${esc(name)}"><rect width="400" height="400" rx="48" fill="${bg}"/><circle cx="200" cy="200" r="140" fill="${mid}"/><text x="200" y="238" font-family="Inter,Helvetica,Arial,sans-serif" font-size="110" font-weight="700" fill="${ink}" text-anchor="middle">${initials}</text></svg>\n`;
}

let files = 0;
const write = (relative: string, svg: string) => {
  writeFileSync(path.join(out, path.basename(relative)), svg);
  files += 1;
};
for (const item of seedItems) {
  for (let view = 1; view <= catalogImageCount(item); view += 1) {
    write(catalogImagePath(item.key, view), itemSvg(item.key, item.category, item.name, view));
  }
}
for (const slider of seedSliders) write(slider.image, bannerSvg(slider.title, slider.art));
for (const partner of seedPartners) write(partnerLogoPath(partner.key), logoSvg(partner.name, partner.type));
console.log(`wrote ${files} images to ${out}`);
