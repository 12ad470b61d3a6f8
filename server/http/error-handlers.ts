import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { ApiError, fail } from './envelope';
import { validationMessage } from './validation-message';

const clientMessages: Record<number, string> = {
  400: '请求不正确',
  404: '请求的资源不存在',
  405: '不支持的请求方法',
  406: '不支持的响应类型',
  413: '请求内容过大',
  415: '不支持的请求内容类型',
};

function clientMessage(error: FastifyError, status: number): string {
  if (error.code === 'FST_ERR_CTP_INVALID_JSON_BODY' || error instanceof SyntaxError) return '请求体不是合法的 JSON';
  if (error.code === 'FST_ERR_CTP_EMPTY_JSON_BODY') return '请求体不能为空';
  return clientMessages[status] ?? '请求不正确';
}

/** Every failure answers the envelope: schema failures 400, own ApiErrors as thrown, the rest 500 without a stack. */
export function installErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError | ApiError, request: FastifyRequest, reply: FastifyReply) => {
    if (error instanceof ApiError) {
      return reply.code(error.statusCode).send(error.toEnvelope());
    }
    if (error.validation) {
      return reply.code(400).send(fail('BAD_REQUEST', validationMessage(error.validation, error.validationContext)));
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      return reply.code(status).send(fail(status === 404 ? 'NOT_FOUND' : 'BAD_REQUEST', clientMessage(error, status)));
    }
    request.log.error({ err: error }, 'unexpected error');
    return reply.code(500).send(fail('SERVER_ERROR', '系统繁忙，请稍后重试'));
  });
}

export type HtmlFallback = (request: FastifyRequest, reply: FastifyReply) => boolean;

/** Unknown paths: the SPA's index.html for page requests (when a fallback is given), else a 404 envelope. */
export function installNotFoundHandler(app: FastifyInstance, htmlFallback?: HtmlFallback): void {
  app.setNotFoundHandler((request, reply) => {
    if (htmlFallback?.(request, reply)) return reply;
    return reply.code(404).send(fail('NOT_FOUND', '请求的资源不存在'));
  });
}
