import type { FastifyError, FastifyInstance, FastifyReply } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import type { ErrorCode, FieldError } from '../../common/api/common';
import { TooManyAttempts } from '../accounts/login-throttle';
import { isDatabaseUnavailable } from '../db/faults';

// Every failure is answered as JSON {error: {code, message}} with a stable code; a stack trace or
// an internal message never reaches the client.

export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: ErrorCode,
    message: string,
    readonly fields?: FieldError[],
  ) {
    super(message);
  }
}

export const notFound = (message: string) => new HttpError(404, 'not_found', message);
export const badRequest = (message: string, code: ErrorCode = 'invalid_parameter') =>
  new HttpError(400, code, message);

export function sendError(
  reply: FastifyReply,
  status: number,
  code: string,
  message: string,
  fields?: FieldError[],
) {
  return reply
    .status(status)
    .type('application/json')
    .send({ error: { code, message, ...(fields ? { fields } : {}) } });
}

interface ValidationIssue {
  keyword: string;
  instancePath: string;
  params?: Record<string, unknown>;
}

/** A stable code for one failing field, from the zod issue that failed it. */
export function fieldErrorCode(issue: ValidationIssue): string {
  const p = issue.params ?? {};
  // A missing or mistyped value, an empty text and an unticked box all read "required" in a form.
  if (issue.keyword === 'invalid_type') return 'required';
  if (issue.keyword === 'too_small' && p.origin === 'string' && Number(p.minimum) <= 1)
    return 'required';
  if (issue.keyword === 'too_small' && p.origin === 'string') return 'too_short';
  if (issue.keyword === 'too_big' && p.origin === 'string') return 'too_long';
  if (issue.keyword === 'invalid_format' && p.format === 'email') return 'invalid_email';
  if (issue.keyword === 'invalid_value') return 'required';
  return 'invalid';
}

function fieldErrors(issues: ValidationIssue[]): FieldError[] {
  const seen = new Set<string>();
  const out: FieldError[] = [];
  for (const issue of issues) {
    const path = issue.instancePath.split('/').filter(Boolean).join('.');
    if (seen.has(path)) continue;
    seen.add(path);
    out.push({ path, code: fieldErrorCode(issue) });
  }
  return out;
}

/** "0/proportion" → "item 1, proportion": where in a JSON body, as a person counts. */
function describeBodyPath(path: string[]): string {
  return path.map((part) => (/^\d+$/.test(part) ? `item ${Number(part) + 1}` : part)).join(', ');
}

export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof HttpError) {
      return sendError(reply, error.statusCode, error.code, error.message, error.fields);
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
      const fields = error.validationContext === 'body' ? fieldErrors(error.validation) : undefined;
      return sendError(reply, 400, 'invalid_parameter', text, fields);
    }
    if (error.statusCode === 413) {
      return sendError(reply, 413, 'payload_too_large', 'The request body is too large.');
    }
    if (error instanceof TooManyAttempts) {
      // Failed logins (accounts/login-throttle.ts): the same answer as the rate limits, with how
      // long to wait, whichever limit it is and whether or not the address has an account.
      request.log.info({ retryAfter: error.retryAfterSeconds }, 'password attempts limited');
      reply.header('retry-after', String(error.retryAfterSeconds));
      return sendError(
        reply,
        429,
        'rate_limited',
        'Too many requests. Please wait a moment and try again.',
      );
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
      // Fastify's own client errors (bad JSON, wrong content type…) carry fixed, safe messages;
      // anything longer, or repeating the address, is replaced: an answer never echoes a request.
      const safe = error.message.length <= 160 && !error.message.includes(request.url);
      return sendError(
        reply,
        error.statusCode,
        'bad_request',
        safe ? error.message : 'The request is not valid.',
      );
    }
    if (isDatabaseUnavailable(error)) {
      // The pool replaces broken connections by itself: the next requests find the database
      // again as soon as it is back.
      request.log.warn({ err: error }, 'database unavailable');
      reply.header('retry-after', '5');
      return sendError(
        reply,
        503,
        'unavailable',
        'The service is unavailable for a moment. Please try again shortly.',
      );
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
