import { Inject, Injectable } from '@nestjs/common';
import type { AppConfig, OAuthClientConfig } from '../config/app-config.js';
import { APP_CONFIG } from '../config/config.tokens.js';
import { mollieCallbackUrl, MollieEndpoint } from './mollie-endpoint.js';

/** What Mollie's token endpoint answers, as this app keeps it. */
export type MollieTokens = { accessToken: string; refreshToken: string; expiresAt: Date };

/** A refused or failed token request; the message names the OAuth error, never a token. */
export class MollieOAuthError extends Error {
  constructor(
    readonly status: number,
    readonly oauthError: string,
  ) {
    super(`Mollie token request failed: ${status} ${oauthError}`);
    this.name = 'MollieOAuthError';
  }
}

const TOKEN_TIMEOUT_MS = 10_000;

/**
 * Mollie's token endpoint, with our own fetch: `@mollie/api-client`'s `oauth` binder always
 * posts to api.mollie.com, whatever `apiEndpoint` says. Client credentials go by HTTP Basic,
 * the grant as a form, as Mollie requires.
 */
@Injectable()
export class MollieOAuthClient {
  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly endpoint: MollieEndpoint,
  ) {}

  get redirectUri(): string {
    return mollieCallbackUrl(this.config.publicUrl);
  }

  exchangeCode(client: OAuthClientConfig, code: string, now = new Date()): Promise<MollieTokens> {
    return this.request(
      client,
      { grant_type: 'authorization_code', code, redirect_uri: this.redirectUri },
      now,
    );
  }

  refresh(
    client: OAuthClientConfig,
    refreshToken: string,
    now = new Date(),
  ): Promise<MollieTokens> {
    return this.request(
      client,
      { grant_type: 'refresh_token', refresh_token: refreshToken, redirect_uri: this.redirectUri },
      now,
    );
  }

  private async request(
    client: OAuthClientConfig,
    fields: Record<string, string>,
    now: Date,
  ): Promise<MollieTokens> {
    const credentials = Buffer.from(`${client.clientId}:${client.clientSecret}`).toString('base64');
    const response = await this.endpoint.fetch(this.endpoint.tokenUrl, {
      method: 'POST',
      headers: {
        authorization: `Basic ${credentials}`,
        'content-type': 'application/x-www-form-urlencoded',
        accept: 'application/json',
      },
      body: new URLSearchParams(fields),
      signal: AbortSignal.timeout(TOKEN_TIMEOUT_MS),
    });
    const body = (await response.json().catch(() => ({}))) as Record<string, unknown>;
    if (!response.ok) {
      const error = typeof body.error === 'string' ? body.error : 'unknown_error';
      throw new MollieOAuthError(response.status, error);
    }
    const { access_token, refresh_token, expires_in } = body;
    if (
      typeof access_token !== 'string' ||
      typeof refresh_token !== 'string' ||
      typeof expires_in !== 'number'
    ) {
      throw new MollieOAuthError(response.status, 'malformed_token_response');
    }
    return {
      accessToken: access_token,
      refreshToken: refresh_token,
      expiresAt: new Date(now.getTime() + expires_in * 1000),
    };
  }
}
