/**
 * Draws the web app's icons and the link preview picture from the brand mark into public/
 * (committed; run again after the mark changes): `npx tsx apps/web/scripts/make-icons.ts`.
 */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import sharp from 'sharp';

const PUBLIC = join(import.meta.dirname, '..', 'public');
const GRADIENT = `<linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#ff7a59"/><stop offset="1" stop-color="#ff3d5a"/></linearGradient>`;
const SPARK =
  'M16 5.5c.9 4.6 2.9 7.6 6.9 10.5-4 2.9-6 5.9-6.9 10.5-.9-4.6-2.9-7.6-6.9-10.5 4-2.9 6-5.9 6.9-10.5z';

/** The rounded mark, as on the favicon. */
const mark = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><defs>${GRADIENT}</defs><rect width="32" height="32" rx="9" fill="url(#g)"/><path d="${SPARK}" fill="#fff"/></svg>`;

/** Full-bleed with the spark inside the safe circle (80 %), for launchers that crop the shape. */
const maskable = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><defs>${GRADIENT}</defs><rect width="32" height="32" fill="url(#g)"/><g transform="translate(16 16) scale(0.72) translate(-16 -16)"><path d="${SPARK}" fill="#fff"/></g></svg>`;

/** The link preview (Open Graph): 1200×630. */
const preview = `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="630" viewBox="0 0 1200 630">
  <defs>${GRADIENT}<linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#fff7f3"/><stop offset="1" stop-color="#ffe4e6"/></linearGradient></defs>
  <rect width="1200" height="630" fill="url(#bg)"/>
  <g transform="translate(120 175) scale(8.75)"><rect width="32" height="32" rx="9" fill="url(#g)"/><path d="${SPARK}" fill="#fff"/></g>
  <text x="480" y="300" font-family="DejaVu Sans, Arial, sans-serif" font-size="120" font-weight="700" fill="#2b1030">Искра</text>
  <text x="484" y="380" font-family="DejaVu Sans, Arial, sans-serif" font-size="44" fill="#6b3a5e">Знакомства и общение</text>
  <text x="484" y="440" font-family="DejaVu Sans, Arial, sans-serif" font-size="34" fill="#6b3a5e">Симпатии, взаимные пары и чат</text>
</svg>`;

async function png(svg: string, size: number, name: string) {
  writeFileSync(
    join(PUBLIC, name),
    await sharp(Buffer.from(svg), { density: 300 }).resize(size, size).png().toBuffer(),
  );
}

await png(mark, 192, 'icon-192.png');
await png(mark, 512, 'icon-512.png');
await png(maskable, 512, 'icon-maskable-512.png');
// iOS draws its own rounded corners over a square picture.
await png(maskable, 180, 'apple-touch-icon.png');
writeFileSync(join(PUBLIC, 'og-image.png'), await sharp(Buffer.from(preview)).png().toBuffer());
