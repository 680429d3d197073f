import { crc32, inflateRawSync } from 'node:zlib';

/**
 * A strict zip reader for untrusted uploads. Spreadsheet readers trust whichever header they
 * happen to read (central directory or local header); a bomb makes the two disagree. This reader
 * refuses any disagreement, inflates every entry itself with a cap on the bytes it actually
 * produces, and hands back plain entries that `writeStoredZip` repacks without compression, so
 * the spreadsheet reader only ever sees bytes that were counted.
 */

export type ZipRejection = 'too-large' | 'inconsistent' | 'damaged' | 'unsupported';

export class ZipRejectedError extends Error {
  constructor(
    readonly reason: ZipRejection,
    detail: string,
  ) {
    super(`${reason}: ${detail}`);
    this.name = 'ZipRejectedError';
  }
}

export interface ZipEntry {
  /** The name's bytes as stored (UTF-8 when `utf8`, else code page 437). */
  name: Buffer;
  utf8: boolean;
  data: Buffer;
}

export interface ZipLimits {
  /** The most bytes all entries may inflate to, counted while inflating. */
  maxUnpackedBytes: number;
  maxEntries: number;
}

const SIGNATURE = {
  localFile: 0x04034b50,
  centralFile: 0x02014b50,
  endOfCentralDirectory: 0x06054b50,
  dataDescriptor: 0x08074b50,
} as const;
const LOCAL_HEADER_BYTES = 30;
const CENTRAL_HEADER_BYTES = 46;
const END_RECORD_BYTES = 22;
const FLAG_ENCRYPTED = 0x0001;
const FLAG_DATA_DESCRIPTOR = 0x0008;
const FLAG_STRONG_ENCRYPTION = 0x0040;
const FLAG_UTF8 = 0x0800;
const METHOD_STORED = 0;
const METHOD_DEFLATED = 8;
/** A 32-bit field holding this means "see the zip64 record": not something a spreadsheet needs. */
const ZIP64_MARKER = 0xffffffff;

interface CentralRecord {
  flags: number;
  method: number;
  crc: number;
  compressedSize: number;
  size: number;
  name: Buffer;
  localOffset: number;
}

interface LocatedEntry {
  record: CentralRecord;
  dataStart: number;
  /** First byte after the entry's data and data descriptor. */
  end: number;
}

const fail = (reason: ZipRejection, detail: string) => new ZipRejectedError(reason, detail);

/** Every entry of `zip`, inflated within `limits`; throws ZipRejectedError for anything doubtful. */
export function readZipEntries(zip: Buffer, limits: ZipLimits): ZipEntry[] {
  const directory = readEndOfCentralDirectory(zip);
  if (directory.entries > limits.maxEntries) throw fail('too-large', `${directory.entries} entries`);
  const records = readCentralDirectory(zip, directory);
  const located = records.map((record) => locateEntry(zip, record, directory.offset));
  assertNoOverlap(located);

  let unpacked = 0;
  return located.map(({ record, dataStart }) => {
    const budget = limits.maxUnpackedBytes - unpacked;
    if (record.size > budget) throw fail('too-large', 'declared size over the cap');
    const data = unpack(zip.subarray(dataStart, dataStart + record.compressedSize), record.method, budget);
    if (data.length !== record.size) throw fail('inconsistent', 'unpacked size differs from the headers');
    if (crc32(data) !== record.crc) throw fail('inconsistent', 'checksum differs from the headers');
    unpacked += data.length;
    return { name: record.name, utf8: (record.flags & FLAG_UTF8) !== 0, data };
  });
}

function readEndOfCentralDirectory(zip: Buffer) {
  // The record ends the file, after a comment of at most 65,535 bytes whose length it states:
  // requiring that length to reach exactly the end rules out a fake record inside the comment.
  const lowest = Math.max(0, zip.length - END_RECORD_BYTES - 0xffff);
  for (let at = zip.length - END_RECORD_BYTES; at >= lowest; at--) {
    if (zip.readUInt32LE(at) !== SIGNATURE.endOfCentralDirectory) continue;
    if (at + END_RECORD_BYTES + zip.readUInt16LE(at + 20) !== zip.length) continue;
    const disk = zip.readUInt16LE(at + 4);
    const directoryDisk = zip.readUInt16LE(at + 6);
    const entriesOnDisk = zip.readUInt16LE(at + 8);
    const entries = zip.readUInt16LE(at + 10);
    const size = zip.readUInt32LE(at + 12);
    const offset = zip.readUInt32LE(at + 16);
    if (entries === 0xffff || offset === ZIP64_MARKER) throw fail('unsupported', 'zip64');
    if (disk !== 0 || directoryDisk !== 0 || entriesOnDisk !== entries) throw fail('unsupported', 'multi-disk');
    if (offset + size !== at) throw fail('damaged', 'central directory out of place');
    return { entries, offset, size, end: at };
  }
  throw fail('damaged', 'no end of central directory');
}

function readCentralDirectory(zip: Buffer, directory: { entries: number; offset: number; end: number }) {
  const records: CentralRecord[] = [];
  const names = new Set<string>();
  let at = directory.offset;
  for (let n = 0; n < directory.entries; n++) {
    if (at + CENTRAL_HEADER_BYTES > directory.end || zip.readUInt32LE(at) !== SIGNATURE.centralFile) {
      throw fail('damaged', 'central directory entry');
    }
    const nameLength = zip.readUInt16LE(at + 28);
    const next = at + CENTRAL_HEADER_BYTES + nameLength + zip.readUInt16LE(at + 30) + zip.readUInt16LE(at + 32);
    if (next > directory.end) throw fail('damaged', 'central directory entry');
    const record: CentralRecord = {
      flags: zip.readUInt16LE(at + 8),
      method: zip.readUInt16LE(at + 10),
      crc: zip.readUInt32LE(at + 16),
      compressedSize: zip.readUInt32LE(at + 20),
      size: zip.readUInt32LE(at + 24),
      name: zip.subarray(at + CENTRAL_HEADER_BYTES, at + CENTRAL_HEADER_BYTES + nameLength),
      localOffset: zip.readUInt32LE(at + 42),
    };
    if (record.flags & (FLAG_ENCRYPTED | FLAG_STRONG_ENCRYPTION)) throw fail('unsupported', 'encrypted entry');
    if (record.method !== METHOD_STORED && record.method !== METHOD_DEFLATED) {
      throw fail('unsupported', `compression method ${record.method}`);
    }
    if ([record.compressedSize, record.size, record.localOffset].includes(ZIP64_MARKER)) {
      throw fail('unsupported', 'zip64');
    }
    if (zip.readUInt16LE(at + 34) !== 0) throw fail('unsupported', 'multi-disk');
    if (record.method === METHOD_STORED && record.compressedSize !== record.size) {
      throw fail('inconsistent', 'stored entry with two sizes');
    }
    const key = record.name.toString('latin1');
    if (names.has(key)) throw fail('inconsistent', 'duplicate entry name');
    names.add(key);
    records.push(record);
    at = next;
  }
  if (at !== directory.end) throw fail('damaged', 'central directory size');
  return records;
}

/** Finds the entry's local header and checks that it says exactly what the central directory says. */
function locateEntry(zip: Buffer, record: CentralRecord, directoryOffset: number): LocatedEntry {
  const at = record.localOffset;
  if (at + LOCAL_HEADER_BYTES > directoryOffset || zip.readUInt32LE(at) !== SIGNATURE.localFile) {
    throw fail('damaged', 'local header');
  }
  const flags = zip.readUInt16LE(at + 6);
  const method = zip.readUInt16LE(at + 8);
  const declared = {
    crc: zip.readUInt32LE(at + 14),
    compressedSize: zip.readUInt32LE(at + 18),
    size: zip.readUInt32LE(at + 22),
  };
  const nameLength = zip.readUInt16LE(at + 26);
  const dataStart = at + LOCAL_HEADER_BYTES + nameLength + zip.readUInt16LE(at + 28);
  const dataEnd = dataStart + record.compressedSize;
  if (dataEnd > directoryOffset) throw fail('damaged', 'entry data runs past the directory');

  const sameFlags =
    (flags & (FLAG_DATA_DESCRIPTOR | FLAG_ENCRYPTED)) === (record.flags & (FLAG_DATA_DESCRIPTOR | FLAG_ENCRYPTED));
  const sameName = zip.subarray(at + LOCAL_HEADER_BYTES, at + LOCAL_HEADER_BYTES + nameLength).equals(record.name);
  if (method !== record.method || !sameFlags || !sameName)
    throw fail('inconsistent', 'local and central headers differ');

  if (!(record.flags & FLAG_DATA_DESCRIPTOR)) {
    if (!agrees(declared, record)) throw fail('inconsistent', 'local and central sizes differ');
    return { record, dataStart, end: dataEnd };
  }
  // Streamed entries may leave the local fields zero and put the real ones after the data.
  const blank = declared.crc === 0 && declared.compressedSize === 0 && declared.size === 0;
  if (!blank && !agrees(declared, record)) throw fail('inconsistent', 'local and central sizes differ');
  let descriptor = dataEnd;
  if (descriptor + 4 <= directoryOffset && zip.readUInt32LE(descriptor) === SIGNATURE.dataDescriptor) descriptor += 4;
  if (descriptor + 12 > directoryOffset) throw fail('damaged', 'data descriptor');
  const described = {
    crc: zip.readUInt32LE(descriptor),
    compressedSize: zip.readUInt32LE(descriptor + 4),
    size: zip.readUInt32LE(descriptor + 8),
  };
  if (!agrees(described, record)) throw fail('inconsistent', 'data descriptor and central header differ');
  return { record, dataStart, end: descriptor + 12 };
}

const agrees = (a: Pick<CentralRecord, 'crc' | 'compressedSize' | 'size'>, b: CentralRecord) =>
  a.crc === b.crc && a.compressedSize === b.compressedSize && a.size === b.size;

/** Entries that share bytes let one small deflated block count many times over. */
function assertNoOverlap(entries: LocatedEntry[]) {
  const byOffset = [...entries].sort((a, b) => a.record.localOffset - b.record.localOffset);
  let previousEnd = 0;
  for (const entry of byOffset) {
    if (entry.record.localOffset < previousEnd) throw fail('inconsistent', 'overlapping entries');
    previousEnd = entry.end;
  }
}

function unpack(data: Buffer, method: number, budget: number): Buffer {
  if (method === METHOD_STORED) {
    if (data.length > budget) throw fail('too-large', 'over the cap');
    return data;
  }
  try {
    // zlib stops and throws as soon as the output would pass the cap: nothing larger is ever held.
    return inflateRawSync(data, { maxOutputLength: Math.max(1, budget) });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ERR_BUFFER_TOO_LARGE')
      throw fail('too-large', 'inflates past the cap');
    throw fail('damaged', 'deflate stream');
  }
}

/** A zip of `entries` stored without compression, with headers that agree by construction. */
export function writeStoredZip(entries: readonly ZipEntry[]): Buffer {
  const parts: Buffer[] = [];
  const central: Buffer[] = [];
  let offset = 0;
  for (const entry of entries) {
    const flags = entry.utf8 ? FLAG_UTF8 : 0;
    const crc = crc32(entry.data);
    const local = Buffer.alloc(LOCAL_HEADER_BYTES);
    local.writeUInt32LE(SIGNATURE.localFile, 0);
    local.writeUInt16LE(10, 4); // version needed: 1.0, stored
    local.writeUInt16LE(flags, 6);
    local.writeUInt16LE(METHOD_STORED, 8);
    local.writeUInt32LE(crc, 14);
    local.writeUInt32LE(entry.data.length, 18);
    local.writeUInt32LE(entry.data.length, 22);
    local.writeUInt16LE(entry.name.length, 26);

    const header = Buffer.alloc(CENTRAL_HEADER_BYTES);
    header.writeUInt32LE(SIGNATURE.centralFile, 0);
    header.writeUInt16LE(20, 4); // made by: MS-DOS, 2.0
    header.writeUInt16LE(10, 6);
    header.writeUInt16LE(flags, 8);
    header.writeUInt16LE(METHOD_STORED, 10);
    header.writeUInt32LE(crc, 16);
    header.writeUInt32LE(entry.data.length, 20);
    header.writeUInt32LE(entry.data.length, 24);
    header.writeUInt16LE(entry.name.length, 28);
    header.writeUInt32LE(offset, 42);

    parts.push(local, entry.name, entry.data);
    central.push(header, entry.name);
    offset += local.length + entry.name.length + entry.data.length;
  }
  const directorySize = central.reduce((sum, part) => sum + part.length, 0);
  const end = Buffer.alloc(END_RECORD_BYTES);
  end.writeUInt32LE(SIGNATURE.endOfCentralDirectory, 0);
  end.writeUInt16LE(entries.length, 8);
  end.writeUInt16LE(entries.length, 10);
  end.writeUInt32LE(directorySize, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...parts, ...central, end]);
}
