import type { FastifyInstance, FastifyRequest } from 'fastify';
import { endpoints, fillPath } from '@/src/core/endpoints';
import type { UploadedImage } from '@/src/core/resume-api';
import { requireCandidate } from '@/server/auth/require-user';
import { findToken, tokenFromHeaders } from '@/server/auth/tokens';
import { fileBytes, findFile } from './file-queries';
import { ApiError, ok } from '@/server/http/envelope';
import { resolvePortal } from '@/server/http/portal';
import { params, portalHeaders } from '@/server/http/schema-parts';
import { canViewFile, type OthersMayView } from '@/server/files/file-access';
import { decodeImage, ImageRefused, MAX_IMAGE_PIXELS } from '@/server/files/image-decode';
import { imageTypeOf } from '@/server/files/image-type';
import { completeUpload, releaseUpload, reserveUpload, UPLOAD_QUOTA } from '@/server/files/upload-quota';
import { FILE_ID } from './file-id';
import { doc, routeOf } from '@/server/http/route-of';

/** file.uploadImage takes at most this many bytes (the multipart limit is set in app.ts from it). */
export const MAX_IMAGE_BYTES = 2 * 1024 * 1024;

const refused = (message: string) => new ApiError('FILE_REFUSED', message);
const WRONG_TYPE = '仅支持 PNG、JPEG、WebP 格式的图片';
const TOO_LARGE = '图片不能超过 2MB';
const NOT_WHOLE = '图片已损坏或不是有效的 PNG、JPEG、WebP 图片';
const TOO_MANY_PIXELS = `图片尺寸过大，不能超过 ${MAX_IMAGE_PIXELS / 1e6} 百万像素`;

/** The image of the multipart body, decoded and re-encoded; FILE_REFUSED when there is none or it is no whole image. */
async function readImage(request: FastifyRequest) {
  const part = await request.file({ throwFileSizeLimit: false });
  if (!part) throw refused('请选择要上传的图片');
  const bytes = await part.toBuffer();
  if (part.file.truncated) throw refused(TOO_LARGE);
  if (!imageTypeOf(bytes)) throw refused(WRONG_TYPE);
  try {
    return await decodeImage(bytes);
  } catch (error) {
    if (error instanceof ImageRefused) throw refused(error.reason === 'tooManyPixels' ? TOO_MANY_PIXELS : NOT_WHOLE);
    throw error;
  }
}

/** The same-origin path of file.view for a file. */
export function fileViewUrl(id: string): string {
  return `/pt${fillPath(endpoints['file.view'].path, { fileId: id }).path}`;
}

export async function fileRoutes(app: FastifyInstance, { othersMayView }: { othersMayView: OthersMayView }): Promise<void> {
  app.route({
    ...routeOf('file.uploadImage'),
    schema: {
      ...doc(
        'file.uploadImage',
        'files',
        'UploadedImage',
        `Upload an image (multipart field "file": PNG, JPEG or WebP, decoded and re-encoded, at most 2 MB and ${MAX_IMAGE_PIXELS} pixels; at most ${UPLOAD_QUOTA.files} files and ${UPLOAD_QUOTA.bytes} bytes per candidate, else HTTP 429 FILE_QUOTA)`,
      ),
      consumes: ['multipart/form-data'],
      headers: portalHeaders,
      querystring: params({}),
      body: params({ file: { type: 'string', format: 'binary', description: 'the image (PNG, JPEG or WebP, at most 2 MB)' } }),
    },
    handler: async (request) => {
      const { user, portal } = await requireCandidate(request);
      if (!request.isMultipart()) throw new ApiError('BAD_REQUEST', '请以 multipart/form-data 上传图片', 2, 415);
      const owner = { userId: user.id, portalId: portal.id };
      // counted before the body is read: a refused upload is neither read nor decoded
      const id = await reserveUpload(app.db, owner, app.now());
      try {
        const image = await readImage(request);
        await completeUpload(app.db, owner, id, image);
      } catch (error) {
        await releaseUpload(app.db, id);
        throw error;
      }
      const answer: UploadedImage = { fileId: id, url: fileViewUrl(id) };
      return ok(answer);
    },
  });

  app.route<{ Params: { fileId: string } }>({
    ...routeOf('file.view'),
    schema: {
      ...doc('file.view', 'files', '(the image bytes, not an envelope)', "An uploaded image, for its owner and the reviewers of the units the owner applied to (others and guests: 404)"),
      headers: portalHeaders,
      params: { type: 'object', properties: { fileId: { type: 'string', pattern: FILE_ID.source } }, required: ['fileId'] },
      querystring: params({}),
    },
    handler: async (request, reply) => {
      const { db, now } = request.server;
      const portal = await resolvePortal(request);
      const hidden = new ApiError('NOT_FOUND', '文件不存在', 2, 404);
      const token = await findToken(db, tokenFromHeaders(request.headers), now());
      if (!token || token.userId === null || token.portalId !== portal.id) throw hidden;
      const file = await findFile(db, request.params.fileId);
      if (!file || !(await canViewFile(db, { userId: token.userId, portalId: token.portalId, domain: token.domain }, file, othersMayView))) throw hidden;
      const bytes = await fileBytes(db, file.id);
      if (!bytes) throw hidden;
      return reply
        .header('content-type', file.mime)
        .header('cache-control', 'private')
        .header('x-content-type-options', 'nosniff')
        .header('content-security-policy', "default-src 'none'; sandbox")
        .send(bytes);
    },
  });
}
