import { createHmac, randomBytes } from 'node:crypto';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { SwaggerModule } from '@nestjs/swagger';
import cookieParser from 'cookie-parser';
import cookieSession from 'cookie-session';
import helmet from 'helmet';
import type { NextFunction, Request, Response } from 'express';
import type { Logger } from 'pino';
import { AccessTokensService } from './common/auth/access-tokens.service.js';
import { compressAnswers } from './common/http/compress-answers.js';
import { ForegroundRequests } from './common/http/foreground-requests.js';
import { rateLimits } from './common/http/rate-limits.js';
import { userConcurrency } from './common/http/user-concurrency.js';
import { UserSlotInterceptor } from './common/http/user-slot.interceptor.js';
import {
  WEBHOOKS_PATH,
  jsonBodyParser,
  webhookFormParser,
} from './common/http/json-body-parser.js';
import { createApiValidationPipe } from './common/validation/api-validation-pipe.js';
import { requestLogger } from './common/logging/request-logger.js';
import type { AppConfig } from './config/app-config.js';
import { createOpenApiDocument } from './openapi/openapi-document.js';
import { serveFrontends } from './web/serve-frontends.js';

function remoteOrigins(config: AppConfig): string[] {
  return Object.values(config.remotes)
    .filter((url) => /^https?:\/\//.test(url))
    .map((url) => new URL(url).origin);
}

function flowCookieKey(config: AppConfig): string {
  return config.authSecret
    ? createHmac('sha256', config.authSecret).update('sign-in flow cookie').digest('base64url')
    : randomBytes(32).toString('base64url');
}

/** Everything main.ts and the e2e tests share, so tests exercise the app exactly as it runs. */
export function setUpApp(app: NestExpressApplication, config: AppConfig, logger: Logger): void {
  const remotes = remoteOrigins(config);
  // Before anything reads request.ip or request.protocol: the rate limits key on the client's
  // address, and the sign-in flow cookie is only set on a request Express sees as https.
  app.set('trust proxy', config.trustProxy);
  // A versioned resource answers its version as a strong ETag (common/versions); Express's own
  // weak ETag would hash every other answer, a 79 KB list page included, for caches we never ask.
  app.set('etag', false);
  if (config.trustProxy === false && config.publicUrl.startsWith('https://')) {
    logger.warn(
      'PUBLIC_URL is https but TRUST_PROXY is false: behind a TLS-terminating proxy, set ' +
        'TRUST_PROXY to its address or hop count, or sign-in fails and all clients share one rate limit',
    );
  }
  app.use(requestLogger(logger));
  // Counted while the API answers: the sweeps on this instance wait for a quiet moment.
  app.use('/api', app.get(ForegroundRequests).track);
  app.use(
    helmet({
      contentSecurityPolicy: {
        directives: {
          defaultSrc: ["'self'"],
          scriptSrc: ["'self'", ...remotes],
          connectSrc: ["'self'", ...remotes],
          // A remote deployed on its own origin brings its stylesheets, images and fonts too.
          styleSrc: ["'self'", "'unsafe-inline'", ...remotes],
          // https: for the profile photo the identity provider hands out (spec §2 profile menu).
          imgSrc: ["'self'", 'data:', 'blob:', 'https:', ...remotes],
          fontSrc: ["'self'", 'https:', 'data:', ...remotes],
          frameSrc: ["'self'", 'blob:'],
          objectSrc: ["'none'"],
          upgradeInsecureRequests: config.nodeEnv === 'production' ? [] : null,
        },
      },
      crossOriginEmbedderPolicy: false,
      // Popup sign-in: helmet's default (same-origin) cuts the popup off from the page that
      // opened it as soon as it visits the provider, so its result could never be posted back.
      crossOriginOpenerPolicy: { policy: 'same-origin-allow-popups' },
    }),
  );
  for (const [path, limit] of rateLimits(config, app.get(AccessTokensService)))
    app.use(path, limit);
  app.use('/api', userConcurrency(app.get(AccessTokensService)));
  app.use('/api', compressAnswers());
  // The popup's own pages (the sign-in start and the provider's callback) must not isolate
  // themselves either: a popup keeps its opener only while none of its pages sets a policy.
  app.use('/api/auth', (_request: Request, response: Response, next: NextFunction) => {
    response.removeHeader('Cross-Origin-Opener-Policy');
    next();
  });
  app.use(WEBHOOKS_PATH, webhookFormParser);
  app.use(jsonBodyParser);
  app.use(cookieParser());
  // The sign-in round trip's state, PKCE verifier and nonce: in a signed cookie rather than a
  // server-side session, so the provider may send the browser back to any instance.
  app.use(
    '/api/auth',
    cookieSession({
      name: 'invoicing_auth_flow',
      keys: [flowCookieKey(config)],
      path: '/api/auth',
      httpOnly: true,
      sameSite: 'lax',
      secure: config.publicUrl.startsWith('https://'),
      maxAge: 10 * 60 * 1000,
    }),
  );
  app.setGlobalPrefix('api');
  app.useGlobalPipes(createApiValidationPipe());
  // The slot userConcurrency gave is held for the database work only, not while the answer is
  // serialised and sent.
  app.useGlobalInterceptors(new UserSlotInterceptor());
  SwaggerModule.setup('api/docs', app, () => createOpenApiDocument(app), {
    jsonDocumentUrl: 'api/docs/openapi.json',
  });
  app.use(serveFrontends(config));
}
