import { crc32, deflateRawSync } from 'node:zlib';

/** Files built to hurt a server, made in memory by the tests that need them. */

export interface ZipHeaderFields {
  method: number;
  flags: number;
  crc: number;
  compressedSize: number;
  size: number;
}

export interface ZipEntrySpec {
  name: string;
  content: Buffer;
  /** How the data is really stored: 8 deflated (default) or 0 stored. */
  method?: 0 | 8;
  /** Fields one header states instead of the truth, to play one zip reader off against another. */
  local?: Partial<ZipHeaderFields>;
  central?: Partial<ZipHeaderFields>;
}

export function localHeader(name: Buffer, fields: ZipHeaderFields): Buffer {
  const header = Buffer.alloc(30);
  header.writeUInt32LE(0x04034b50, 0);
  header.writeUInt16LE(20, 4);
  header.writeUInt16LE(fields.flags, 6);
  header.writeUInt16LE(fields.method, 8);
  header.writeUInt32LE(fields.crc, 14);
  header.writeUInt32LE(fields.compressedSize, 18);
  header.writeUInt32LE(fields.size, 22);
  header.writeUInt16LE(name.length, 26);
  return Buffer.concat([header, name]);
}

export function centralHeader(name: Buffer, fields: ZipHeaderFields, localOffset: number): Buffer {
  const header = Buffer.alloc(46);
  header.writeUInt32LE(0x02014b50, 0);
  header.writeUInt16LE(20, 4);
  header.writeUInt16LE(20, 6);
  header.writeUInt16LE(fields.flags, 8);
  header.writeUInt16LE(fields.method, 10);
  header.writeUInt32LE(fields.crc, 16);
  header.writeUInt32LE(fields.compressedSize, 20);
  header.writeUInt32LE(fields.size, 24);
  header.writeUInt16LE(name.length, 28);
  header.writeUInt32LE(localOffset, 42);
  return Buffer.concat([header, name]);
}

export function endOfCentralDirectory(entries: number, directorySize: number, directoryOffset: number): Buffer {
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(entries, 8);
  end.writeUInt16LE(entries, 10);
  end.writeUInt32LE(directorySize, 12);
  end.writeUInt32LE(directoryOffset, 16);
  return end;
}

/** A zip whose headers say what each spec asks, true by default. */
export function buildZip(entries: readonly ZipEntrySpec[]): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const entry of entries) {
    const method = entry.method ?? 8;
    const data = method === 8 ? deflateRawSync(entry.content) : entry.content;
    const truth: ZipHeaderFields = {
      method,
      flags: 0,
      crc: crc32(entry.content),
      compressedSize: data.length,
      size: entry.content.length,
    };
    const name = Buffer.from(entry.name);
    const local = localHeader(name, { ...truth, ...entry.local });
    // The data's length is what it is, whatever a header claims: the next entry starts after it.
    locals.push(local, data);
    centrals.push(centralHeader(name, { ...truth, ...entry.central }, offset));
    offset += local.length + data.length;
  }
  const directory = Buffer.concat(centrals);
  return Buffer.concat([...locals, directory, endOfCentralDirectory(entries.length, directory.length, offset)]);
}

const MB = 1024 * 1024;

/**
 * The security review's bomb: the central directory calls the sheet stored (so a size check that
 * reads it sees 40 KB), while its local header says deflated (so the reader inflates 40 MB).
 */
export function xlsxWithDisagreeingHeaders(): Buffer {
  const content = Buffer.alloc(40 * MB, ' ');
  const compressedSize = deflateRawSync(content).length;
  return buildZip([
    {
      name: 'xl/worksheets/sheet1.xml',
      content,
      central: { method: 0, size: compressedSize, compressedSize },
    },
  ]);
}

/** Both headers agree that the sheet unpacks to 1 KB; it really inflates to 40 MB. */
export function xlsxInflatingPastItsClaim(): Buffer {
  return buildZip([
    {
      name: 'xl/worksheets/sheet1.xml',
      content: Buffer.alloc(40 * MB, ' '),
      local: { size: 1024 },
      central: { size: 1024 },
    },
  ]);
}

/**
 * A CSV of one row of empty cells, a million per megabyte: 5 MB (the upload limit) becomes
 * several hundred megabytes once a spreadsheet reader has made a cell of each.
 */
export function csvWithMillionsOfCells(megabytes = 5): Buffer {
  const header = 'Name,Address,Contact\n';
  return Buffer.from(header + ','.repeat(megabytes * MB - header.length - 1));
}
