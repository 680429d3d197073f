import { describe, expect, it } from 'vitest';
import { UnitCodeHasher } from './unit-code-hasher';

describe('UnitCodeHasher', () => {
  it('hashes the normalised code, so typed and printed forms meet, under its key only', () => {
    const hasher = new UnitCodeHasher(Buffer.from('k'.repeat(32)));
    const printed = hasher.hash('7K3M-Q9XD-4TBR-HW2N');
    expect(printed).toHaveLength(32);
    expect(hasher.hash(' 7k3m q9xd 4tbr hw2n')).toEqual(printed);
    expect(new UnitCodeHasher(Buffer.from('j'.repeat(32))).hash('7K3M-Q9XD-4TBR-HW2N')).not.toEqual(printed);
  });
});
