import type QRCode from 'qrcode';
import { lazyRequire } from '../../platform/lazy-require';

const qrcode = lazyRequire<typeof QRCode>('qrcode');

/**
 * The modules of a QR code (error correction M) exactly as `QRCode.create` makes them, mask
 * included, about three times faster. The library tries each of the 8 masks on its generic bit
 * matrix to find the one with the lowest penalty (no runs, blocks or finder-like patterns that
 * confuse a scanner), which is most of its time. Here the symbol is made once with mask 0; the
 * other 7 candidates are that symbol with the difference between two masks XORed in, a
 * difference taken once per version from the library's own symbols, and the same penalty rules
 * are scored on flat arrays.
 */
export function qrModules(segments: QRCode.QRCodeSegment[]): { size: number; data: Uint8Array; mask: number } {
  const first = qrcode().create(segments, { errorCorrectionLevel: 'M', maskPattern: 0 });
  const { size, data } = first.modules;
  const table = tableFor(first.version, segments);
  const candidate = new Uint8Array(size * size);
  let bestMask = 0;
  let lowest = Infinity;
  for (let mask = 0; mask < MASKS; mask++) {
    const score = penalty(masked(data, table, mask, candidate), size);
    if (score < lowest) {
      lowest = score;
      bestMask = mask;
    }
  }
  return { size, data: masked(data, table, bestMask, candidate), mask: bestMask };
}

/** The mask-0 symbol `data` as it would be with `mask`, written into `out`. */
function masked(data: Uint8Array, table: VersionTable, mask: number, out: Uint8Array): Uint8Array {
  const { free } = table;
  const delta = table.delta[mask] as Uint8Array;
  const fixed = table.fixed[mask] as Uint8Array;
  for (let i = 0; i < out.length; i++)
    out[i] = (((data[i] as number) ^ (delta[i] as number)) & (free[i] as number)) | (fixed[i] as number);
  return out;
}

const MASKS = 8;

interface VersionTable {
  /** 1 for data modules (the mask applies), 0 for function modules. */
  free: Uint8Array;
  /** Per mask: for data modules, mask 0 XOR this mask; 0 for function modules. */
  delta: Uint8Array[];
  /** Per mask: the function modules (finders, timing, format and version information), 0 elsewhere. */
  fixed: Uint8Array[];
}
const tables = new Map<number, VersionTable>();

/** Made from the library's own symbols of this version, one per mask (any data: only what every symbol shares is kept). */
function tableFor(version: number, segments: QRCode.QRCodeSegment[]): VersionTable {
  const known = tables.get(version);
  if (known) return known;
  const symbols = Array.from(
    { length: MASKS },
    (_, mask) =>
      qrcode().create(segments, { errorCorrectionLevel: 'M', version, maskPattern: mask as QRCode.QRCodeMaskPattern })
        .modules,
  );
  const [base] = symbols;
  if (!base) throw new Error('no QR symbol');
  const table: VersionTable = {
    free: base.reservedBit.map((reserved) => (reserved ? 0 : 1)),
    delta: symbols.map((s) => s.data.map((bit, i) => (base.reservedBit[i] ? 0 : bit ^ (base.data[i] as number)))),
    fixed: symbols.map((s) => s.data.map((bit, i) => (base.reservedBit[i] ? bit : 0))),
  };
  tables.set(version, table);
  return table;
}

/**
 * The standard's penalty, as the library scores it: runs of 5 or more of a colour in a row or a
 * column (3 + the run past 5), 2 × 2 blocks of a colour (3 each), 1:1:3:1:1 finder-like patterns
 * beside 4 light modules (40 each), and 10 for every 5 % the dark modules stray from half. Module
 * colours are random, so the loops add from tables rather than branch on them.
 */
function penalty(m: Uint8Array, size: number): number {
  let points = 0;
  let dark = 0;
  for (let line = 0; line < size; line++) {
    points += linePenalty(m, line * size, 1, size) + linePenalty(m, line, size, size);
  }
  for (let i = 0; i < m.length; i++) dark += m[i] as number;
  for (let row = 0; row < size - 1; row++) {
    for (let i = row * size, end = i + size - 1; i < end; i++) {
      points += BLOCK_POINTS[
        (m[i] as number) + (m[i + 1] as number) + (m[i + size] as number) + (m[i + size + 1] as number)
      ] as number;
    }
  }
  return points + Math.abs(Math.ceil((dark * 100) / (size * size) / 5) - 10) * 10;
}

/** Runs (N1) and finder-like patterns (N3) along one row or column: `size` modules from `start`, `step` apart. */
function linePenalty(m: Uint8Array, start: number, step: number, size: number): number {
  let points = 0;
  let last = m[start] as number;
  let run = 1;
  let window = last;
  for (let k = 1, i = start + step; k < size; k++, i += step) {
    const module = m[i] as number;
    run = run * (1 ^ module ^ last) + 1;
    points += RUN_POINTS[run] as number;
    last = module;
    window = ((window << 1) & 0x7ff) | module;
    if (k >= 10) points += FINDER_LIKE_POINTS[window] as number;
  }
  return points;
}

const MAX_SIZE = 177;
/** Added as a run grows: 3 when it reaches 5 modules, 1 for each module past 5. */
const RUN_POINTS = Uint8Array.from({ length: MAX_SIZE + 1 }, (_, run) => (run === 5 ? 3 : run > 5 ? 1 : 0));
/** By the number of dark modules in a 2 × 2 block. */
const BLOCK_POINTS = Uint8Array.from([3, 0, 0, 0, 3]);
/** By the last 11 modules of a line: dark-light-dark×3-light-dark beside 4 light ones, either way round. */
const FINDER_LIKE_POINTS = Uint8Array.from({ length: 0x800 }, (_, bits) => (bits === 0x5d0 || bits === 0x05d ? 40 : 0));
