import type { FastifyError, FastifyInstance, FastifyReply } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import type { ErrorCode } from '../../common/api/common';

// Every failure is answered as JSON {error: {code, message}} with a stable code; a stack trace or
// an internal message never reaches the client.

export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: ErrorCode,
    message: string,
  ) {
    super(message);
  }
}

export const notFound = (message: string) => new HttpError(404, 'not_found', message);
export const badRequest = (message: string, code: ErrorCode = 'invalid_parameter') =>
  new HttpError(400, code, message);

export function sendError(reply: FastifyReply, status: number, code: string, message: string) {
  return reply.status(status).type('application/json').send({ error: { code, message } });
}

export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof HttpError) {
      return sendError(reply, error.statusCode, error.code, error.message);
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const issue = error.validation[0];
      const where = issue?.instancePath.replace(/^\//, '').replace(/\//g, '.') ?? '';
      const context = error.validationContext === 'body' ? 'body' : 'parameter';
      const name = where;
      const message = issue?.message ?? 'is invalid';
      // Messages written for a parameter already name it; generic zod messages get its name.
      const text =
        message.includes(' parameter ') || !name
          ? message
          : `The ${context} ${name} is invalid: ${message}`;
      return sendError(reply, 400, 'invalid_parameter', text);
    }
    if (error.statusCode === 413) {
      return sendError(reply, 413, 'payload_too_large', 'The request body is too large.');
    }
    if (error.statusCode === 429) {
      return sendError(
        reply,
        429,
        'rate_limited',
        'Too many requests. Please wait a moment and try again.',
      );
    }
    if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
      // Fastify's own client errors (bad JSON, wrong content type…) carry safe messages.
      return sendError(reply, error.statusCode, 'bad_request', error.message);
    }
    request.log.error({ err: error }, 'request failed');
    return sendError(
      reply,
      500,
      'internal_error',
      'Something went wrong on our side. Please try again later.',
    );
  });
}
