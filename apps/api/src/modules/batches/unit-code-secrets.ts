import { createCipheriv, createDecipheriv, createHmac, randomBytes } from 'node:crypto';
import { createUnitCode } from '@kasuwa/domain';

/**
 * The plain codes of a generation run are never stored. Each run has a random 32-byte seed; the
 * code of serial n is drawn from HMAC-SHA256(seed, "n:i") (i = 0, 1, ... as the draw needs bytes),
 * so the download can re-derive them a chunk at a time. The seed is kept sealed (AES-256-GCM
 * under a key derived from CODE_HASH_KEY) until both downloads are done or the window closes,
 * then erased: from then on the database holds only the codes' keyed hashes.
 */
export class UnitCodeSecrets {
  private readonly sealingKey: Buffer;

  constructor(codeHashKey: Buffer) {
    this.sealingKey = createHmac('sha256', codeHashKey).update('kasuwa unit-code seed sealing').digest();
  }

  newSeed(): Buffer {
    return randomBytes(32);
  }

  seal(seed: Buffer): Buffer {
    const iv = randomBytes(12);
    const cipher = createCipheriv('aes-256-gcm', this.sealingKey, iv);
    const body = Buffer.concat([cipher.update(seed), cipher.final()]);
    return Buffer.concat([iv, cipher.getAuthTag(), body]);
  }

  unseal(sealed: Buffer): Buffer {
    const decipher = createDecipheriv('aes-256-gcm', this.sealingKey, sealed.subarray(0, 12));
    decipher.setAuthTag(sealed.subarray(12, 28));
    return Buffer.concat([decipher.update(sealed.subarray(28)), decipher.final()]);
  }

  /** The code of `serial` in the run with this seed (always the same). */
  codeAt(seed: Buffer, serial: number): string {
    let draw = 0;
    return createUnitCode((size) => {
      const bytes = createHmac('sha256', seed).update(`${serial}:${draw++}`).digest();
      return new Uint8Array(bytes.subarray(0, Math.min(size, bytes.length)));
    });
  }
}
