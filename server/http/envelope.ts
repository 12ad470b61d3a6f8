import type { Envelope, ShowType } from '@/src/core/envelope';

/** Every answer carries all six keys, so clients can rely on the shape. */
export function ok<T>(data: T): Envelope<T> {
  return { success: true, data, errorCode: '', errorMessage: '', showType: 0, messages: [] };
}

export function fail(errorCode: string, errorMessage: string, showType: ShowType = 2): Envelope<null> {
  return { success: false, data: null, errorCode, errorMessage, showType, messages: [errorMessage] };
}

/** What a failure may carry beside its message: data (e.g. RESUME_INVALID's field errors) and several messages. */
export interface FailureDetails {
  data?: unknown;
  /** default [errorMessage] */
  messages?: string[];
}

/** A failure the handlers throw on purpose; the error handler turns it into the envelope. */
export class ApiError extends Error {
  constructor(
    readonly errorCode: string,
    message: string,
    readonly showType: ShowType = 2,
    readonly statusCode = 200,
    readonly details: FailureDetails = {},
  ) {
    super(message);
    this.name = 'ApiError';
  }

  toEnvelope(): Envelope<unknown> {
    const envelope: Envelope<unknown> = fail(this.errorCode, this.message, this.showType);
    if (this.details.data !== undefined) envelope.data = this.details.data;
    if (this.details.messages && this.details.messages.length > 0) envelope.messages = this.details.messages;
    return envelope;
  }
}

/** Unknown id: HTTP 200, NOT_FOUND, "<what>不存在". */
export function notFound(what: string): ApiError {
  return new ApiError('NOT_FOUND', `${what}不存在`);
}
