// The entries of a zip as its central directory declares them, read from the bytes without inflating anything:
// what the file guard weighs before a library is let loose on the archive. Only what an xlsx uses is accepted
// (one disk, no zip64, stored or deflated, not encrypted); anything else is `undefined`, a file to refuse.

export interface ZipEntry {
  name: string;
  /** 0 stored, 8 deflated */
  method: number;
  encrypted: boolean;
  compressedSize: number;
  /** the declared inflated size */
  size: number;
  /** where the entry's compressed bytes start */
  dataStart: number;
}

const END_OF_DIRECTORY = 0x06054b50;
const DIRECTORY_ENTRY = 0x02014b50;
const LOCAL_HEADER = 0x04034b50;
/** the end record is 22 bytes, followed by a comment of at most 65,535 */
const END_MIN = 22;

function findEnd(buf: Buffer): number {
  const last = buf.length - END_MIN;
  for (let at = last; at >= 0 && at >= last - 0xffff; at--) {
    if (buf.readUInt32LE(at) === END_OF_DIRECTORY) return at;
  }
  return -1;
}

/** The entries, or undefined when this is no zip an xlsx could be (truncated, zip64, split, a foreign layout). */
export function readZipDirectory(buf: Buffer): ZipEntry[] | undefined {
  if (buf.length < END_MIN) return undefined;
  const end = findEnd(buf);
  if (end < 0) return undefined;
  const disk = buf.readUInt16LE(end + 4);
  const count = buf.readUInt16LE(end + 10);
  const dirSize = buf.readUInt32LE(end + 12);
  const dirStart = buf.readUInt32LE(end + 16);
  // 0xffff / 0xffffffff mean "see the zip64 record": an xlsx within our limits never needs one
  if (disk !== 0 || count === 0xffff || dirStart === 0xffffffff || dirStart + dirSize > end) return undefined;

  const entries: ZipEntry[] = [];
  let at = dirStart;
  for (let i = 0; i < count; i++) {
    if (at + 46 > end || buf.readUInt32LE(at) !== DIRECTORY_ENTRY) return undefined;
    const flags = buf.readUInt16LE(at + 8);
    const method = buf.readUInt16LE(at + 10);
    const compressedSize = buf.readUInt32LE(at + 20);
    const size = buf.readUInt32LE(at + 24);
    const nameLength = buf.readUInt16LE(at + 28);
    const extraLength = buf.readUInt16LE(at + 30);
    const commentLength = buf.readUInt16LE(at + 32);
    const local = buf.readUInt32LE(at + 42);
    if (compressedSize === 0xffffffff || size === 0xffffffff || local === 0xffffffff) return undefined;
    const name = buf.toString('utf8', at + 46, at + 46 + nameLength);
    // the data begins after the local header, whose name and extra field may differ in length from the directory's
    if (local + 30 > buf.length || buf.readUInt32LE(local) !== LOCAL_HEADER) return undefined;
    const dataStart = local + 30 + buf.readUInt16LE(local + 26) + buf.readUInt16LE(local + 28);
    if (dataStart + compressedSize > buf.length) return undefined;
    entries.push({ name, method, encrypted: (flags & 1) === 1, compressedSize, size, dataStart });
    at += 46 + nameLength + extraLength + commentLength;
  }
  return entries;
}
