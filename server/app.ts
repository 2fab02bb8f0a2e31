import path from 'node:path';
import compress from '@fastify/compress';
import swagger from '@fastify/swagger';
import Fastify, { type FastifyInstance } from 'fastify';
import {
  jsonSchemaTransform,
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import { errorResponseSchema } from '../common/api/common';
import { apiPaths } from '../common/api/paths';
import type { AppContext } from './app-context';
import { registerMetrics } from './metrics/metrics';
import { registerCachePolicy } from './plugins/cache-policy';
import { registerDraining } from './plugins/draining';
import { registerErrorHandling } from './plugins/errors';
import { serverOptions, type ServerTimeouts } from './plugins/server-options';
import { describePage } from './plugins/page-meta';
import { readPerfumeDescriptions } from './db/catalog-repository';
import { registerRequestContext } from './plugins/request-context';
import { registerSecurityHeaders } from './plugins/security';
import { registerWebApp } from './plugins/web-app';
import { registerOriginCheck } from './plugins/origin-check';
import { registerRateLimits } from './plugins/rate-limits';
import { registerSessions } from './plugins/session';
import { redactUrl } from './plugins/redact-url';
import { accountRoutes } from './routes/accounts';
import { emailVerificationRoutes } from './routes/email-verification';
import { sessionRoutes } from './routes/sessions';
import { analyticsRoutes } from './routes/analytics';
import { contactRoutes } from './routes/contact';
import { socialSignInRoutes } from './routes/social-sign-in';
import { favouriteRoutes } from './routes/favourites';
import { conceptsRoutes } from './routes/concepts';
import { familiesRoutes } from './routes/families';
import { healthRoutes } from './routes/health';
import { houseAndPerfumerRoutes } from './routes/houses-and-perfumers';
import { ingredientRoutes } from './routes/ingredients';
import { perfumeSearchRoutes } from './routes/perfume-search';
import { perfumeRoutes } from './routes/perfumes';
import { recommendationRoutes } from './routes/recommendations';
import { searchRoutes } from './routes/search';

/**
 * Every API route can answer a client error (a bad lang, a malformed parameter, an unknown id)
 * or a server error, always in the one error shape; declaring it once here puts it in the
 * OpenAPI document of every route.
 */
function documentErrorAnswers(app: FastifyInstance): void {
  app.addHook('onRoute', (route) => {
    if (!route.url.startsWith('/api/') || !route.schema) return;
    route.schema.response = {
      '4xx': errorResponseSchema,
      '5xx': errorResponseSchema,
      ...(route.schema.response as Record<string, unknown> | undefined),
    };
  });
}

export interface BuildAppOptions {
  /** Folder of the built web app; omitted in API tests. */
  webRoot?: string;
  /** pino options, or false for silence (tests); a stream receives the JSON lines (log tests). */
  logger?: boolean | { level: string; stream?: { write(line: string): void } };
  /** Client timeouts; tests shorten them. */
  timeouts?: ServerTimeouts;
}

/** Builds the Fastify instance; main.ts listens on it, tests call inject. */
export async function buildApp(
  ctx: AppContext,
  options: BuildAppOptions = {},
): Promise<FastifyInstance> {
  const app = Fastify({
    logger:
      options.logger === false
        ? false
        : {
            level: typeof options.logger === 'object' ? options.logger.level : ctx.config.LOG_LEVEL,
            ...(typeof options.logger === 'object' && options.logger.stream
              ? { stream: options.logger.stream }
              : {}),
            // Credentials never reach the logs.
            redact: [
              'req.headers.authorization',
              'req.headers.cookie',
              'res.headers["set-cookie"]',
            ],
            // Reset links carry their token in the address: it never reaches the logs.
            serializers: {
              req: (request: { method: string; url: string; ip?: string }) => ({
                method: request.method,
                url: redactUrl(request.url),
                remoteAddress: request.ip,
              }),
            },
          },
    ...serverOptions(ctx.config, options.timeouts),
    bodyLimit: 256 * 1024,
    routerOptions: { ignoreTrailingSlash: true },
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandling(app);
  registerRequestContext(app, ctx.config.HOST_ID);
  registerCachePolicy(app);
  registerDraining(app, ctx.lifecycle);
  await registerMetrics(app, ctx);
  // Lost database connections and catalog reloads are reported in the app's log.
  ctx.db.reportFaultsTo(app.log);
  await registerSecurityHeaders(app, ctx.config.PUBLIC_URL);
  await app.register(compress, { threshold: 1024 });
  await app.register(swagger, {
    openapi: {
      info: {
        title: 'Sillage API',
        version: '1',
        description: 'Every route takes lang (en, fr, es) and hostId (default 2).',
      },
    },
    transform: jsonSchemaTransform,
  });

  documentErrorAnswers(app);
  registerOriginCheck(app, ctx.config.siteOrigin);
  await registerSessions(app, ctx);
  await registerRateLimits(app, ctx.config.REDIS_URL);
  ctx.loginThrottle.reportFaultsTo(app.log);
  app.addHook('onClose', () => ctx.loginThrottle.close());
  await app.register(accountRoutes(ctx));
  await app.register(emailVerificationRoutes(ctx));
  await app.register(sessionRoutes(ctx));
  await app.register(socialSignInRoutes(ctx));
  await app.register(contactRoutes(ctx));
  await app.register(analyticsRoutes(ctx));
  await app.register(favouriteRoutes(ctx));
  await app.register(healthRoutes(ctx));
  await app.register(recommendationRoutes(ctx));
  await app.register(perfumeSearchRoutes(ctx));
  await app.register(familiesRoutes(ctx));
  await app.register(conceptsRoutes(ctx));
  await app.register(perfumeRoutes(ctx));
  await app.register(ingredientRoutes(ctx));
  await app.register(searchRoutes(ctx));
  await app.register(houseAndPerfumerRoutes(ctx));
  app.get(apiPaths.docs, { schema: { hide: true } }, async () => app.swagger());

  await registerWebApp(app, {
    root: options.webRoot ?? '',
    rendererFile: options.webRoot
      ? path.join(path.dirname(options.webRoot), 'prerender', 'prerender.js')
      : undefined,
    socialUrl: ctx.config.SOCIAL_URL,
    hostId: ctx.config.HOST_ID,
    company: {
      company: ctx.config.COMPANY_NAME,
      address: ctx.config.COMPANY_ADDRESS,
      privacyEmail: ctx.config.PRIVACY_EMAIL,
    },
    describe: (request) =>
      describePage(request, ctx.catalog.index, ctx.config.siteOrigin, async (id, lang) => {
        const descriptions = await readPerfumeDescriptions(ctx.db.db, [id], lang);
        return descriptions.get(id) ?? '';
      }),
  });
  return app;
}
