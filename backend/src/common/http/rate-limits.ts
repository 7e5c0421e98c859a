import type { Request, RequestHandler } from 'express';
import { ipKeyGenerator, rateLimit } from 'express-rate-limit';
import type { AppConfig } from '../../config/app-config.js';
import type { AccessTokensService } from '../auth/access-tokens.service.js';
import { checkedUserOfRequest } from '../auth/bearer-token.js';
import { errorBody } from '../errors/error-body.js';

const MINUTE_MS = 60_000;

const limited: RequestHandler = (_request, response) => {
  const body = errorBody('RATE_LIMITED');
  response.status(body.statusCode).json(body);
};

const ipOf = (request: Request) => `ip:${ipKeyGenerator(request.ip ?? '')}`;

/**
 * The signed-in user's own profile (`GET /api/auth/me`) is an API call like any other: a page
 * and every open tab ask for it, so it must not spend the sign-in allowance. Routing ignores case
 * and a trailing slash, so this does too; anything else under /api/auth (start, callback,
 * refresh, logout, or a path no route takes) counts as sign-in.
 */
function isSignInRequest(request: Request): boolean {
  const path = `${request.baseUrl}${request.path}`.toLowerCase().replace(/\/+$/, '');
  if (!path.startsWith('/api/auth/') && path !== '/api/auth') return false;
  return !(path === '/api/auth/me' && (request.method === 'GET' || request.method === 'HEAD'));
}

/**
 * Requests per minute: sign-in, refresh and logout per IP address (where credential stuffing and
 * token guessing happen), the public invoice status per IP address (where ids could be guessed),
 * every other API call (`/api/auth/me` among them) per signed-in user, else per IP address; a
 * personal access token has its own allowance (`tokenPerMinute`), so a program running on a
 * token never uses up its owner's, nor one token another's. The
 * IP address is the client's as TRUST_PROXY lets Express read it (app.setup.ts). A refused
 * request answers 429 RATE_LIMITED with Retry-After. Counts are kept per instance.
 */
export function rateLimits(
  config: Pick<AppConfig, 'rateLimits'>,
  tokens: AccessTokensService,
): [string, RequestHandler][] {
  const common = {
    windowMs: MINUTE_MS,
    standardHeaders: 'draft-8' as const,
    legacyHeaders: false,
    handler: limited,
  };
  return [
    [
      // Public and keyed by an invoice id: slow enough that ids cannot be tried in bulk.
      '/api/invoice-status',
      rateLimit({ ...common, limit: config.rateLimits.statusPerMinute, keyGenerator: ipOf }),
    ],
    [
      '/api/auth',
      rateLimit({
        ...common,
        limit: config.rateLimits.authPerMinute,
        keyGenerator: ipOf,
        skip: (request) => !isSignInRequest(request),
      }),
    ],
    [
      '/api',
      rateLimit({
        ...common,
        limit: async (request: Request) =>
          (await checkedUserOfRequest(tokens, request))?.personalToken
            ? config.rateLimits.tokenPerMinute
            : config.rateLimits.apiPerMinute,
        // Counted once, by the sign-in limit above.
        skip: isSignInRequest,
        keyGenerator: async (request) => {
          const user = await checkedUserOfRequest(tokens, request);
          if (user?.personalToken) return `token:${user.personalToken.id}`;
          return user ? `user:${user.id}` : ipOf(request);
        },
      }),
    ],
  ];
}
