import { createHmac } from 'node:crypto';
import { normaliseUnitCode } from '@kasuwa/domain';

/** The only way a unit code is stored or looked up: HMAC-SHA256 of the normalised code under CODE_HASH_KEY. */
export class UnitCodeHasher {
  constructor(private readonly key: Buffer) {}

  hash(code: string): Buffer {
    return createHmac('sha256', this.key).update(normaliseUnitCode(code)).digest();
  }
}
