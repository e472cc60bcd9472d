/** One JSON error shape for the backend: `{error, details}`. Never a 500 for a client's mistake. */
import type { FastifyError, FastifyInstance } from 'fastify';
import { isUnavailable } from './db/database.ts';

export interface ApiError {
  error: string;
  details: unknown[];
}

export function apiError(error: string, details: unknown[] = []): ApiError {
  return { error, details };
}

/** The answer to a client's mistake (status 4xx and the `{error, details}` body), or null for anything else. */
export function clientErrorOf(error: FastifyError): { status: number; body: ApiError } | null {
  if (error.validation) {
    return {
      status: 400,
      body: apiError('Invalid request', error.validation.map((issue) => ({
        path: issue.instancePath || '/',
        message: issue.message ?? 'is invalid',
        ...(issue.params && Object.keys(issue.params).length ? { params: issue.params } : {}),
      }))),
    };
  }
  if (error.code === 'FST_ERR_CTP_BODY_TOO_LARGE') return { status: 413, body: apiError('Request body is too large') };
  if (error.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE') {
    return { status: 415, body: apiError('Unsupported content type: send application/json') };
  }
  if (error.code === 'FST_ERR_CTP_EMPTY_JSON_BODY') return { status: 400, body: apiError('Request body is empty') };
  if (error.code === 'FST_ERR_CTP_INVALID_JSON_BODY' || error instanceof SyntaxError) {
    return { status: 400, body: apiError('Request body is not valid JSON', [error.message]) };
  }
  if (error.statusCode === 429) return { status: 429, body: apiError('Too many requests; try again later') };
  if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
    return { status: error.statusCode, body: apiError(error.message) };
  }
  return null;
}

export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    const clientError = clientErrorOf(error);
    if (clientError) return reply.code(clientError.status).send(clientError.body);
    if (isUnavailable(error)) {
      request.log.error({ err: error }, 'database unavailable');
      return reply.code(503).header('retry-after', '2').send(apiError('Service temporarily unavailable; try again shortly'));
    }
    request.log.error({ err: error }, 'unexpected error');
    return reply.code(500).send(apiError('Internal error'));
  });
  app.setNotFoundHandler((request, reply) => reply.code(404).send(apiError(`No route for ${request.method} ${request.url.split('?')[0]}`)));
}
