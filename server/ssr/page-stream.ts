import { PassThrough, type Transform } from 'node:stream';
import zlib from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { encodingOf } from '@/server/http/guest-cache';

/**
 * The body of a rendered page as it is drawn: each piece goes to the browser at once. @fastify/compress would
 * hold the pieces in its compressor until it had enough, and a streamed page's shell would wait for its late
 * parts; so the page compresses itself (br or gzip, as asked) and flushes after every piece.
 */
export function openPageStream(request: FastifyRequest, reply: FastifyReply) {
  const encoding = encodingOf(request);
  const sent: string[] = [];
  let sink: PassThrough | Transform;
  let flush = () => undefined as void;
  if (encoding === 'br') {
    const br = zlib.createBrotliCompress({ params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 5 } });
    flush = () => br.flush(zlib.constants.BROTLI_OPERATION_FLUSH);
    sink = br;
  } else if (encoding === 'gzip') {
    const gzip = zlib.createGzip();
    flush = () => gzip.flush(zlib.constants.Z_SYNC_FLUSH);
    sink = gzip;
  } else {
    sink = new PassThrough();
  }
  return {
    /** starts the answer (status and headers are set by then) */
    send(): void {
      // with Content-Encoding set, @fastify/compress leaves the answer alone
      if (encoding) reply.header('content-encoding', encoding).header('vary', 'cookie, accept-encoding');
      void reply.send(sink);
    },
    write(text: string): void {
      sent.push(text);
      sink.write(text);
      flush();
    },
    end(): void {
      sink.end();
    },
    /** everything written, uncompressed: what the page cache keeps */
    text: (): string => sent.join(''),
  };
}
