/** Typed errors thrown by services; src/server/http/respond.ts maps them to statuses. */
import type { ApiFieldError } from '@/shared/types';

export class HttpError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly code?: string,
    readonly errors?: ApiFieldError[],
    readonly headers?: Record<string, string>,
  ) {
    super(message);
  }
}

export const BadRequest = (message: string, errors?: ApiFieldError[], code = 'VALIDATION_FAILED') =>
  new HttpError(400, message, code, errors);
export const Unauthorized = (message = 'Authentication required') => new HttpError(401, message, 'UNAUTHORIZED');
export const Forbidden = (message = 'You do not have permission to do that', code = 'FORBIDDEN') =>
  new HttpError(403, message, code);
export const NotFound = (what = 'Resource') => new HttpError(404, `${what} not found`, 'NOT_FOUND');
export const Conflict = (message: string, code = 'CONFLICT') => new HttpError(409, message, code);
export const TooLarge = (message = 'Request body is too large') => new HttpError(413, message, 'PAYLOAD_TOO_LARGE');
export const UnsupportedMedia = (message: string) => new HttpError(415, message, 'UNSUPPORTED_MEDIA_TYPE');
export const TooManyRequests = (retryAfterSeconds: number, message = 'Too many requests. Please try again later.') =>
  new HttpError(429, message, 'RATE_LIMITED', undefined, { 'Retry-After': String(Math.max(1, Math.ceil(retryAfterSeconds))) });
export const ServiceUnavailable = (message: string, code: string) => new HttpError(503, message, code);
