import type { ProductCategory } from '@kasuwa/domain';
import sharp from 'sharp';
import type { ImageStorage } from '../modules/uploads/image-storage';
import { saveImage } from '../modules/uploads/images';

/** Packshots drawn locally (no downloads): a package in the brand's colour with the product's name. */

export interface ProductImageSpec {
  brandStoreName: string;
  productName: string;
  category: ProductCategory;
}

const CANVAS_PX = 600;
const NAME_LINE_CHARS = 14;
const NAME_MAX_LINES = 4;
/** Renders overlap well; more than this only queues inside libvips. */
const RENDER_CONCURRENCY = 4;

type PackageShape = 'bottle' | 'box' | 'pouch';

const SHAPE_BY_CATEGORY: Partial<Record<ProductCategory, PackageShape>> = {
  personalCare: 'bottle',
  beautyCosmetics: 'bottle',
  cleaningCare: 'bottle',
  household: 'bottle',
  petCare: 'bottle',
  foodBeverages: 'pouch',
  confectioneryChocolates: 'pouch',
};

/** A stable hue per brand, so every product of a store shares its colour. */
export function brandHue(brandStoreName: string): number {
  // FNV-1a: tiny, and spreads similar names far apart.
  let hash = 0x811c9dc5;
  for (const char of brandStoreName) {
    hash ^= char.codePointAt(0) ?? 0;
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash % 360;
}

function escapeXml(text: string): string {
  return text.replace(/[<>&'"]/g, (char) => `&#${char.charCodeAt(0)};`);
}

function wrapWords(text: string, lineChars: number, maxLines: number): string[] {
  const lines: string[] = [];
  for (const word of text.split(/\s+/)) {
    const last = lines[lines.length - 1];
    if (last !== undefined && `${last} ${word}`.length <= lineChars) lines[lines.length - 1] = `${last} ${word}`;
    else lines.push(word);
  }
  if (lines.length <= maxLines) return lines;
  return [
    ...lines.slice(0, maxLines - 1),
    `${lines
      .slice(maxLines - 1)
      .join(' ')
      .slice(0, lineChars - 1)}…`,
  ];
}

const FONT = 'DejaVu Sans, Liberation Sans, Arial, sans-serif';
const BRAND_LINE_MAX_PX = 230;
const BRAND_FONT_MAX_PX = 17;
/** Average advance of a bold capital in DejaVu Sans, in ems; used to shrink long brand names to fit. */
const BOLD_CAPITAL_EM = 0.74;

function packageShape(shape: PackageShape, fill: string, shade: string): string {
  switch (shape) {
    case 'bottle':
      return `<path d="M265 60 h70 v50 q0 20 30 40 q75 40 75 100 v270 q0 30 -30 30 h-220 q-30 0 -30 -30 v-270 q0 -60 75 -100 q30 -20 30 -40 z" fill="${fill}"/>
  <rect x="258" y="44" width="84" height="34" rx="6" fill="${shade}"/>`;
    case 'pouch':
      return `<path d="M150 100 h300 l-12 28 l22 392 q2 22 -20 22 h-280 q-22 0 -20 -22 l22 -392 z" fill="${fill}"/>
  <rect x="150" y="100" width="300" height="14" fill="${shade}"/>`;
    case 'box':
      return `<rect x="140" y="90" width="320" height="460" rx="6" fill="${fill}"/>
  <rect x="140" y="90" width="320" height="44" rx="6" fill="${shade}"/>`;
  }
}

export function productImageSvg(spec: ProductImageSpec): string {
  const hue = brandHue(spec.brandStoreName);
  const brand = `hsl(${hue}, 58%, 36%)`;
  const shape = SHAPE_BY_CATEGORY[spec.category] ?? 'box';
  const brandLine = spec.brandStoreName.toUpperCase();
  const brandFontPx = Math.min(BRAND_FONT_MAX_PX, Math.floor(BRAND_LINE_MAX_PX / (brandLine.length * BOLD_CAPITAL_EM)));
  const lines = wrapWords(spec.productName, NAME_LINE_CHARS, NAME_MAX_LINES);
  const lineHeight = 32;
  const firstBaseline = 392 - ((lines.length - 1) * lineHeight) / 2;
  const nameText = lines
    .map((line, i) => `<tspan x="300" y="${firstBaseline + i * lineHeight}">${escapeXml(line)}</tspan>`)
    .join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${CANVAS_PX}" height="${CANVAS_PX}" viewBox="0 0 600 600">
  <rect width="600" height="600" fill="hsl(${hue}, 45%, 94%)"/>
  <ellipse cx="300" cy="562" rx="190" ry="16" fill="hsl(${hue}, 25%, 80%)"/>
  ${packageShape(shape, brand, `hsl(${hue}, 58%, 26%)`)}
  <rect x="170" y="262" width="260" height="210" rx="14" fill="#ffffff" fill-opacity="0.95"/>
  <text x="300" y="296" text-anchor="middle" font-family="${FONT}" font-size="${brandFontPx}" font-weight="bold" fill="${brand}">${escapeXml(brandLine)}</text>
  <rect x="200" y="308" width="200" height="2" fill="${brand}" fill-opacity="0.4"/>
  <text text-anchor="middle" font-family="${FONT}" font-size="24" font-weight="bold" fill="#222222">${nameText}</text>
</svg>`;
}

/** Renders, re-encodes and stores one packshot; answers its `/uploads/images/<uuid>.webp` path. */
export async function saveProductImage(storage: ImageStorage, spec: ProductImageSpec): Promise<string> {
  const png = await sharp(Buffer.from(productImageSvg(spec)))
    .png({ compressionLevel: 1 })
    .toBuffer();
  return (await saveImage(storage, png)).path;
}

/** Paths of the stored packshots, in the order of `specs`. */
export async function saveProductImages(storage: ImageStorage, specs: readonly ProductImageSpec[]): Promise<string[]> {
  const paths = new Array<string>(specs.length);
  let next = 0;
  const worker = async () => {
    for (let i = next++; i < specs.length; i = next++) {
      const spec = specs[i];
      if (spec) paths[i] = await saveProductImage(storage, spec);
    }
  };
  await Promise.all(Array.from({ length: RENDER_CONCURRENCY }, worker));
  return paths;
}
