import { crc32, deflateRawSync } from 'node:zlib';
import { utils, write } from '@lokalise/xlsx';
import { describe, expect, it } from 'vitest';
import {
  buildZip,
  centralHeader,
  endOfCentralDirectory,
  localHeader,
  xlsxInflatingPastItsClaim,
  xlsxWithDisagreeingHeaders,
} from '../../test/hostile-files';
import { readZipEntries, writeStoredZip, ZipRejectedError, type ZipRejection } from './bounded-zip';

const LIMITS = { maxUnpackedBytes: 1024 * 1024, maxEntries: 100 };
const MB = 1024 * 1024;

function rejectionOf(zip: Buffer, limits = LIMITS): ZipRejection | 'accepted' {
  try {
    readZipEntries(zip, limits);
    return 'accepted';
  } catch (error) {
    if (error instanceof ZipRejectedError) return error.reason;
    throw error;
  }
}

function realXlsx(): Buffer {
  const book = utils.book_new();
  utils.book_append_sheet(
    book,
    utils.aoa_to_sheet([
      ['Name', 'Address', 'Contact'],
      ['Shop', 'Ikeja', '0803'],
    ]),
    'R',
  );
  return Buffer.from(write(book, { type: 'buffer', bookType: 'xlsx', compression: true }));
}

const text = (size: number) => Buffer.from('<row/>'.repeat(Math.ceil(size / 6)).slice(0, size));

describe('readZipEntries', () => {
  it('reads a real .xlsx, and its stored repack reads back the same', () => {
    const entries = readZipEntries(realXlsx(), LIMITS);
    expect(entries.map((e) => e.name.toString())).toContain('xl/worksheets/sheet1.xml');
    const again = readZipEntries(writeStoredZip(entries), LIMITS);
    expect(again.map((e) => [e.name.toString(), e.data.toString()])).toEqual(
      entries.map((e) => [e.name.toString(), e.data.toString()]),
    );
  });

  it('refuses the review bomb: central directory says stored, local header says deflated', () => {
    expect(rejectionOf(xlsxWithDisagreeingHeaders(), { maxUnpackedBytes: 50 * MB, maxEntries: 10 })).toBe(
      'inconsistent',
    );
  });

  it('counts the bytes it inflates, not the sizes the headers claim', () => {
    // Both headers claim 1 KB; zlib stops at the cap instead of producing 40 MB.
    expect(rejectionOf(xlsxInflatingPastItsClaim(), { maxUnpackedBytes: 32 * MB, maxEntries: 10 })).toBe('too-large');
    // Under the cap, inflating to more than declared is still a lie.
    expect(
      rejectionOf(buildZip([{ name: 'a.xml', content: text(4096), local: { size: 10 }, central: { size: 10 } }])),
    ).toBe('inconsistent');
  });

  it('refuses honest entries that together pass the cap', () => {
    const entries = [0, 1, 2].map((i) => ({ name: `part${i}.xml`, content: text(400 * 1024) }));
    expect(rejectionOf(buildZip(entries))).toBe('too-large');
    expect(rejectionOf(buildZip(entries.slice(0, 2)))).toBe('accepted');
  });

  it.each<[string, Parameters<typeof buildZip>[0][number]]>([
    ['sizes', { name: 'a.xml', content: text(100), local: { size: 99 } }],
    ['compressed sizes', { name: 'a.xml', content: text(100), central: { compressedSize: 5 } }],
    ['checksums', { name: 'a.xml', content: text(100), local: { crc: 1 }, central: { crc: 1 } }],
    ['data-descriptor flags', { name: 'a.xml', content: text(100), local: { flags: 0x0008 } }],
    ['a stored entry with two sizes', { name: 'a.xml', content: text(100), method: 0, central: { size: 50 } }],
  ])('refuses headers that disagree on %s', (_label, entry) => {
    expect(rejectionOf(buildZip([entry]))).toBe('inconsistent');
  });

  it('refuses entries that share bytes (one deflated block counted many times)', () => {
    const inner = text(1000);
    const innerName = Buffer.from('b.xml');
    const innerFields = { method: 0, flags: 0, crc: crc32(inner), compressedSize: inner.length, size: inner.length };
    // Entry a's stored data is entry b, header and all: both are valid on their own.
    const outerContent = Buffer.concat([localHeader(innerName, innerFields), inner]);
    const outerName = Buffer.from('a.xml');
    const outerFields = {
      ...innerFields,
      crc: crc32(outerContent),
      compressedSize: outerContent.length,
      size: outerContent.length,
    };
    const outer = localHeader(outerName, outerFields);
    const directory = Buffer.concat([
      centralHeader(outerName, outerFields, 0),
      centralHeader(innerName, innerFields, outer.length),
    ]);
    const dataEnd = outer.length + outerContent.length;
    const zip = Buffer.concat([outer, outerContent, directory, endOfCentralDirectory(2, directory.length, dataEnd)]);
    expect(rejectionOf(zip)).toBe('inconsistent');
  });

  it('accepts streamed entries whose real sizes follow the data', () => {
    const content = text(2000);
    const data = deflateRawSync(content);
    const name = Buffer.from('a.xml');
    const fields = { method: 8, flags: 0x0008, crc: crc32(content), compressedSize: data.length, size: content.length };
    const descriptor = Buffer.alloc(16);
    descriptor.writeUInt32LE(0x08074b50, 0);
    descriptor.writeUInt32LE(fields.crc, 4);
    descriptor.writeUInt32LE(fields.compressedSize, 8);
    descriptor.writeUInt32LE(fields.size, 12);
    const local = Buffer.concat([
      localHeader(name, { ...fields, crc: 0, compressedSize: 0, size: 0 }),
      data,
      descriptor,
    ]);
    const directory = centralHeader(name, fields, 0);
    const zip = Buffer.concat([local, directory, endOfCentralDirectory(1, directory.length, local.length)]);
    expect(readZipEntries(zip, LIMITS)[0]?.data.equals(content)).toBe(true);

    const lying = Buffer.from(zip);
    lying.writeUInt32LE(fields.size + 1, local.length - 4); // the descriptor's size
    expect(rejectionOf(lying)).toBe('inconsistent');
  });

  it('refuses duplicate names, too many entries, encryption and unknown methods', () => {
    const entry = { name: 'a.xml', content: text(10) };
    expect(rejectionOf(buildZip([entry, entry]))).toBe('inconsistent');
    expect(rejectionOf(buildZip([entry, { ...entry, name: 'b.xml' }]), { ...LIMITS, maxEntries: 1 })).toBe('too-large');
    expect(rejectionOf(buildZip([{ ...entry, local: { flags: 1 }, central: { flags: 1 } }]))).toBe('unsupported');
    expect(rejectionOf(buildZip([{ ...entry, local: { method: 12 }, central: { method: 12 } }]))).toBe('unsupported');
  });

  it('refuses what is not a whole zip', () => {
    const zip = realXlsx();
    expect(rejectionOf(Buffer.alloc(0))).toBe('damaged');
    expect(rejectionOf(zip.subarray(0, zip.length - 10))).toBe('damaged');
    expect(rejectionOf(zip.subarray(100))).toBe('damaged');
  });

  it('answers any damaged file with a refusal, never a crash', () => {
    const zip = realXlsx();
    let seed = 42;
    const random = () => (seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31) / 2 ** 31;
    for (let i = 0; i < 2000; i++) {
      const damaged = Buffer.from(zip);
      for (let j = 0; j < 1 + Math.floor(random() * 4); j++) {
        damaged[Math.floor(random() * damaged.length)] = Math.floor(random() * 256);
      }
      expect(() => {
        try {
          readZipEntries(damaged, LIMITS);
        } catch (error) {
          if (!(error instanceof ZipRejectedError)) throw error;
        }
      }).not.toThrow();
    }
  });
});
