import type { FastifyRequest } from 'fastify';
import type { Config } from '../config';

/**
 * The site's address for links sent out (e-mails, share pages). PUBLIC_URL when set, which it must
 * be in production: otherwise the Host header of the request, which a client chooses.
 */
export function siteUrl(request: FastifyRequest, config: Config): string {
  return config.PUBLIC_URL ?? `${request.protocol}://${request.host}`;
}
