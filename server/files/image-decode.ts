// Judging an upload by decoding it: the first bytes pick the only formats taken (PNG, JPEG, WebP), then a real
// decoder (sharp/libvips) reads the whole image, refusing truncated data, a body that is no image past its
// signature, and decompression bombs. What is kept is the decoder's re-encoding in the same format: turned
// upright, without metadata (EXIF GPS, camera serials, comments) and without anything appended to the image.
import sharp, { type Metadata, type Sharp } from 'sharp';
import { imageTypeOf, type ImageMime } from './image-type';

/** Larger images are refused before their pixels are decoded (a 24-megapixel camera photo still fits). */
export const MAX_IMAGE_PIXELS = 25_000_000;

export interface DecodedImage {
  mime: ImageMime;
  width: number;
  height: number;
  /** the re-encoded image, the bytes that are stored */
  bytes: Buffer;
}

export type ImageRefusal = 'notImage' | 'tooManyPixels';

export class ImageRefused extends Error {
  constructor(readonly reason: ImageRefusal) {
    super(reason);
    this.name = 'ImageRefused';
  }
}

/** sharp's error, as what is wrong with the upload (the pixel limit is enforced from the header on) */
const refusalOf = (error: unknown) =>
  new ImageRefused(error instanceof Error && /pixel limit/i.test(error.message) ? 'tooManyPixels' : 'notImage');

const MIME_OF_FORMAT: Record<string, ImageMime> = { png: 'image/png', jpeg: 'image/jpeg', webp: 'image/webp' };

function encode(image: Sharp, mime: ImageMime, palette: boolean): Sharp {
  if (mime === 'image/png') return image.png({ compressionLevel: 9, palette });
  if (mime === 'image/jpeg') return image.jpeg({ quality: 90 });
  return image.webp({ quality: 90 });
}

/** The image re-encoded; throws ImageRefused when the bytes are not a whole PNG, JPEG or WebP image within the limits. */
export async function decodeImage(bytes: Buffer): Promise<DecodedImage> {
  if (!imageTypeOf(bytes)) throw new ImageRefused('notImage');
  // failOn 'warning': any damage in the pixel data is a refusal; the pixel limit is checked from the header
  const image = sharp(bytes, { failOn: 'warning', limitInputPixels: MAX_IMAGE_PIXELS, autoOrient: true, pages: 1 });
  let metadata: Metadata;
  try {
    metadata = await image.metadata();
  } catch (error) {
    throw refusalOf(error);
  }
  const mime = MIME_OF_FORMAT[metadata.format];
  if (!mime || mime !== imageTypeOf(bytes)) throw new ImageRefused('notImage');
  if (metadata.width * metadata.height > MAX_IMAGE_PIXELS) throw new ImageRefused('tooManyPixels');
  try {
    const { data, info } = await encode(image, mime, metadata.isPalette).toBuffer({ resolveWithObject: true });
    return { mime, width: info.width, height: info.height, bytes: data };
  } catch (error) {
    throw refusalOf(error);
  }
}
