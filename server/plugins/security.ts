import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';

// Security headers with a strict Content-Security-Policy: everything comes from this origin; no
// inline script or style, no third-party host. Images may be data: or blob: (generated visuals).
export async function registerSecurityHeaders(
  app: FastifyInstance,
  publicUrl?: string,
): Promise<void> {
  await app.register(helmet, {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        fontSrc: ["'self'"],
        connectSrc: ["'self'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
        // Only where the site is served over https: on plain http it would break local use.
        upgradeInsecureRequests: publicUrl?.startsWith('https:') ? [] : null,
      },
    },
    crossOriginEmbedderPolicy: false,
    strictTransportSecurity: publicUrl?.startsWith('https:') ? undefined : false,
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
  });
}
