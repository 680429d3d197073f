// Draws the app's icons (the "K" mark of the tab icon in index.html) as PNG files in public/, for
// the web app manifest and iOS's home screen. Run by hand when the mark changes; the PNGs are
// committed: `node apps/web/build/make-icons.mjs`. sharp (an API dependency) renders the SVG.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';

const PUBLIC = path.join(path.dirname(fileURLToPath(import.meta.url)), '..', 'public');
const BRAND = '#047857';

/** The mark on a 32-unit square: rounded corners, or full-bleed for a maskable icon (the launcher cuts its own shape). */
function mark({ maskable }) {
  // A maskable icon's content must sit within the middle 80 % circle: the K is drawn smaller.
  const k = maskable ? '<g transform="translate(16 16) scale(0.72) translate(-16 -16)">' : '<g>';
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32">
  <rect width="32" height="32" rx="${maskable ? 0 : 8}" fill="${BRAND}"/>
  ${k}<path d="M10 9v14M10 16l8-7M12.5 14l6.5 9" stroke="white" stroke-width="3" stroke-linecap="round" stroke-linejoin="round" fill="none"/></g>
</svg>`;
}

const ICONS = [
  { file: 'icon-192.png', size: 192, maskable: false },
  { file: 'icon-512.png', size: 512, maskable: false },
  { file: 'icon-maskable-512.png', size: 512, maskable: true },
  // iOS rounds the corners itself and shows transparency as black: full-bleed.
  { file: 'apple-touch-icon.png', size: 180, maskable: true },
];

for (const { file, size, maskable } of ICONS) {
  await sharp(Buffer.from(mark({ maskable })), { density: (72 * size) / 32 })
    .resize(size, size)
    .png({ compressionLevel: 9, palette: true })
    .toFile(path.join(PUBLIC, file));
  console.log(`wrote public/${file}`);
}
