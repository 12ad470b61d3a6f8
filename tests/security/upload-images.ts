// Images made for the upload tests: real photos of a chosen size, and a PNG decompression bomb.
import zlib from 'node:zlib';
import sharp from 'sharp';

/** A noisy JPEG (noise does not compress, so the size follows the dimensions), optionally with EXIF GPS. */
export function noisyJpeg(width: number, height: number, withGps = false): Promise<Buffer> {
  const image = sharp({ create: { width, height, channels: 3, background: '#808080', noise: { type: 'gaussian', mean: 128, sigma: 60 } } }).jpeg({ quality: 95 });
  return (withGps ? image.withExif({ IFD0: { Make: 'PhoneMaker' }, IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '39/1 54/1 27/1' } }) : image).toBuffer();
}

function pngChunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(zlib.crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** A valid greyscale PNG of width x height black pixels: a few kilobytes that decode to width x height bytes. */
export function pngBomb(width: number, height: number): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8; // bit depth; colour type 0 (grey), compression, filter and interlace 0
  const rows = zlib.deflateSync(Buffer.alloc((width + 1) * height), { level: 9 });
  const signature = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  return Buffer.concat([signature, pngChunk('IHDR', header), pngChunk('IDAT', rows), pngChunk('IEND', Buffer.alloc(0))]);
}
