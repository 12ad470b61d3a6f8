// Every check a file passes before exceljs may read it, cheapest first: its size, its first bytes, the zip's
// directory (declared sizes and ratios: a zip bomb is refused before one byte is inflated), then each entry
// inflated with a ceiling of its declared size (an archive that lies about its sizes is refused there, so the
// parser only ever inflates what was weighed), and the rows its sheets hold.
import { promisify } from 'node:util';
import { inflateRaw } from 'node:zlib';
import { IMPORT_LIMITS, refused } from './import-errors';
import { readZipDirectory, type ZipEntry } from './zip-directory';

const inflate = promisify(inflateRaw);

const ZIP_MAGIC = Buffer.from([0x50, 0x4b, 0x03, 0x04]);
/** an OLE compound file: a .xls of Excel 97-2003, or an .xlsx saved with a password (Excel encrypts the whole zip) */
const OLE_MAGIC = Buffer.from([0xd0, 0xcf, 0x11, 0xe0]);

const WORKSHEET = /^xl\/worksheets\/[^/]+\.xml$/i;
/** a row element, with or without a namespace prefix (<row r="2">, <x:row>); not <rowBreaks> */
const ROW_TAG = /<(?:[A-Za-z_][\w.-]*:)?row[\s>/]/g;

function weighDirectory(entries: ZipEntry[]): void {
  if (entries.length > IMPORT_LIMITS.entries) throw refused.unsafe(`压缩包内有 ${entries.length} 个条目`);
  const names = new Set(entries.map((e) => e.name));
  if (!names.has('[Content_Types].xml') || !names.has('xl/workbook.xml')) throw refused.notXlsx();
  if (entries.some((e) => e.encrypted || (e.method !== 0 && e.method !== 8))) throw refused.unsafe('使用了加密或不支持的压缩方式');
  const total = entries.reduce((sum, e) => sum + e.size, 0);
  if (total > IMPORT_LIMITS.inflatedBytes) throw refused.unsafe(`解压后超过 ${IMPORT_LIMITS.inflatedBytes / 1024 / 1024} MB`);
  const bomb = entries.find((e) => e.size > IMPORT_LIMITS.ratioFloorBytes && e.size / Math.max(e.compressedSize, 1) > IMPORT_LIMITS.ratio);
  if (bomb) throw refused.unsafe('压缩比异常');
}

/** The entry's bytes, never more than it declared (zlib stops there). */
async function inflated(buf: Buffer, e: ZipEntry): Promise<Buffer> {
  const data = buf.subarray(e.dataStart, e.dataStart + e.compressedSize);
  let out: Buffer;
  if (e.method === 0) out = data;
  else {
    try {
      // maxOutputLength 0 is refused by zlib; an empty entry may inflate to one byte at most, then fails the length check
      out = await inflate(data, { maxOutputLength: Math.max(e.size, 1) });
    } catch {
      throw refused.unsafe('实际解压大小与声明不符或数据已损坏');
    }
  }
  if (out.length !== e.size) throw refused.unsafe('实际解压大小与声明不符或数据已损坏');
  return out;
}

function countRows(xml: Buffer): number {
  // latin1 keeps every byte one character: the tags are ASCII, and no UTF-8 decoding is paid for
  return xml.toString('latin1').match(ROW_TAG)?.length ?? 0;
}

/** Throws the refusal (an ApiError of HTTP 400) when the file must not be parsed; resolves when it may. */
export async function guardWorkbookFile(buf: Buffer): Promise<void> {
  if (buf.length > IMPORT_LIMITS.fileBytes) throw refused.tooLarge();
  const head = buf.subarray(0, 4);
  if (head.equals(OLE_MAGIC)) throw refused.notXlsx('文件是旧版 Excel（.xls）或设置了打开密码，请另存为无密码的 .xlsx 后再导入');
  if (!head.equals(ZIP_MAGIC)) throw refused.notXlsx();
  const entries = readZipDirectory(buf);
  if (!entries) throw refused.notXlsx('文件已损坏或不是 .xlsx 格式');
  weighDirectory(entries);
  for (const entry of entries) {
    const bytes = await inflated(buf, entry);
    // the header row and the data rows: any sheet over the cap is refused, the data sheet is one of them
    if (WORKSHEET.test(entry.name) && countRows(bytes) > IMPORT_LIMITS.rows + 1) throw refused.tooManyRows();
  }
}
