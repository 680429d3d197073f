import { createHash } from 'node:crypto';
import { createUnitCode } from '@kasuwa/domain';
import QRCode from 'qrcode';
import { describe, expect, it } from 'vitest';
import { qrModules } from './qr-modules';

/** Fixed 'random' bytes: the same 400 codes every run, so which masks win never changes between runs. */
function seededBytes(seed: number) {
  let call = 0;
  return (n: number) => createHash('shake256', { outputLength: n }).update(`qr-${seed}-${call++}`).digest();
}

describe('qrModules', () => {
  it('makes exactly the modules QRCode.create makes, mask choice included, for links of every length', () => {
    const masks = new Set<number>();
    const versions = new Set<number>();
    for (let i = 0; i < 400; i++) {
      const site = `https://${'k'.repeat(i % 120)}.ng/v/`;
      const code = createUnitCode(seededBytes(i));
      const segments: QRCode.QRCodeSegment[] = [
        { data: Buffer.from(site), mode: 'byte' },
        { data: code, mode: 'alphanumeric' },
      ];
      const theirs = QRCode.create(segments, { errorCorrectionLevel: 'M' });
      const ours = qrModules(segments);
      expect(ours.size).toBe(theirs.modules.size);
      expect(ours.mask).toBe(theirs.maskPattern);
      expect(Buffer.from(ours.data).equals(Buffer.from(theirs.modules.data))).toBe(true);
      masks.add(ours.mask);
      versions.add(theirs.version);
    }
    // Every mask won somewhere, and the versions with version information (7 and up) were made too.
    expect(masks.size).toBe(8);
    expect(Math.max(...versions)).toBeGreaterThanOrEqual(7);
  });
});
