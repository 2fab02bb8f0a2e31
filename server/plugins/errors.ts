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

/** "0/proportion" → "item 1, proportion": where in a JSON body, as a person counts. */
function describeBodyPath(path: string[]): string {
  return path.map((part) => (/^\d+$/.test(part) ? `item ${Number(part) + 1}` : part)).join(', ');
}

export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof HttpError) {
      return sendError(reply, error.statusCode, error.code, error.message);
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const issue = error.validation[0];
      const path = issue?.instancePath.split('/').filter(Boolean) ?? [];
      const message = issue?.message ?? 'is invalid';
      // Messages written for a parameter already name it; others get told where the fault is.
      const text =
        message.includes(' parameter ') || path.length === 0
          ? message
          : error.validationContext === 'body'
            ? `The body is invalid at ${describeBodyPath(path)}: ${message}`
            : `The parameter ${path.join('.')} is invalid: ${message}`;
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
