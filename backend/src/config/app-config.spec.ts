import { describe, expect, it } from '@jest/globals';
import { loadConfig } from './app-config.js';

/** The remotes as `npm start` serves them: the README's defaults, spelled out on purpose. */
const defaultRemotes = {
  editor: '/remotes/editor/remoteEntry.js',
  admin: '/remotes/admin/remoteEntry.js',
  publicPages: '/remotes/public-pages/remoteEntry.js',
};

describe('loadConfig', () => {
  it('uses the embedded defaults when nothing is set', () => {
    const config = loadConfig({}, '/srv/app');
    expect(config).toMatchObject({
      nodeEnv: 'development',
      port: 3000,
      databaseUrl: undefined,
      redisUrl: undefined,
      smtpUrl: undefined,
      publicUrl: 'http://localhost:3000',
      dataDir: '/srv/app/.data',
      remotes: defaultRemotes,
      previewEnvironment: false,
    });
  });

  it('reads the services that are configured', () => {
    const config = loadConfig(
      {
        PORT: '8080',
        DATABASE_URL: 'postgres://u@db:5432/app',
        REDIS_URL: 'redis://cache:6379',
        SMTP_URL: 'smtps://u:p@mail:465',
        PUBLIC_URL: 'https://invoices.example.nl',
        REMOTE_EDITOR_URL: 'https://cdn.example.nl/editor/remoteEntry.js',
        PREVIEW_ENVIRONMENT: 'yes',
      },
      '/srv/app',
    );
    expect(config).toMatchObject({
      port: 8080,
      databaseUrl: 'postgres://u@db:5432/app',
      redisUrl: 'redis://cache:6379',
      smtpUrl: 'smtps://u:p@mail:465',
      publicUrl: 'https://invoices.example.nl',
      previewEnvironment: true,
    });
    expect(config.remotes.editor).toBe('https://cdn.example.nl/editor/remoteEntry.js');
  });

  it.each([
    ['REMOTE_EDITOR_URL', 'editor'],
    ['REMOTE_ADMIN_URL', 'admin'],
    ['REMOTE_PUBLIC_PAGES_URL', 'publicPages'],
  ] as const)('reads %s as the %s remote, leaving the others at their defaults', (name, remote) => {
    const url = 'https://cdn.example.nl/x/remoteEntry.js';
    expect(loadConfig({ [name]: url }, '/srv/app').remotes).toEqual({
      ...defaultRemotes,
      [remote]: url,
    });
  });

  it('accepts a remote URL that is a path on another prefix', () => {
    expect(
      loadConfig({ REMOTE_ADMIN_URL: '/v2/admin/remoteEntry.js' }, '/srv/app').remotes.admin,
    ).toBe('/v2/admin/remoteEntry.js');
  });

  it.each([
    [
      'REMOTE_PUBLIC_PAGES_URL',
      'ftp://cdn.example.nl/remoteEntry.js',
      'Invalid environment variable REMOTE_PUBLIC_PAGES_URL: must start with http:// or https://',
    ],
    [
      'REMOTE_EDITOR_URL',
      'editor.js',
      'Invalid environment variable REMOTE_EDITOR_URL: is not a valid URL',
    ],
    [
      'PORT',
      'eighty',
      'Invalid environment variable PORT: must be a whole number from 1 to 65535 (got "eighty")',
    ],
    [
      'PORT',
      '70000',
      'Invalid environment variable PORT: must be a whole number from 1 to 65535 (got "70000")',
    ],
    [
      'DATABASE_URL',
      'mysql://x',
      'Invalid environment variable DATABASE_URL: must start with postgres:// or postgresql://',
    ],
    ['REDIS_URL', 'not a url', 'Invalid environment variable REDIS_URL: is not a valid URL'],
    [
      'SMTP_URL',
      'http://mail',
      'Invalid environment variable SMTP_URL: must start with smtp:// or smtps://',
    ],
    [
      'NODE_ENV',
      'staging',
      'Invalid environment variable NODE_ENV: must be one of development, production, test (got "staging")',
    ],
    [
      'PREVIEW_ENVIRONMENT',
      'maybe',
      'Invalid environment variable PREVIEW_ENVIRONMENT: must be true or false (got "maybe")',
    ],
  ])('rejects a bad %s naming the variable', (name, value, message) => {
    expect(() => loadConfig({ [name]: value }, '/srv/app')).toThrow(message);
  });

  it('requires an AUTH_SECRET of 32 characters or more in production, without echoing it', () => {
    expect(() => loadConfig({ NODE_ENV: 'production' }, '/srv/app')).toThrow(
      'Invalid environment variable AUTH_SECRET: must be set in production (at least 32 characters)',
    );
    const attempt = () => loadConfig({ AUTH_SECRET: 'short-secret-value' }, '/srv/app');
    expect(attempt).toThrow(
      'Invalid environment variable AUTH_SECRET: must be at least 32 characters long',
    );
    expect(attempt).not.toThrow(/short-secret-value/);
    const secret = 'x'.repeat(32);
    expect(loadConfig({ AUTH_SECRET: secret }, '/srv/app').authSecret).toBe(secret);
    expect(loadConfig({}, '/srv/app').authSecret).toBeUndefined();
  });

  it('requires a SECRETS_KEY beside the AUTH_SECRET in production', () => {
    const authSecret = 'x'.repeat(32);
    expect(() =>
      loadConfig({ NODE_ENV: 'production', AUTH_SECRET: authSecret }, '/srv/app'),
    ).toThrow(
      'Invalid environment variable SECRETS_KEY: must be set in production (at least 32 characters)',
    );
    const key = 'k'.repeat(32);
    expect(
      loadConfig({ NODE_ENV: 'production', AUTH_SECRET: authSecret, SECRETS_KEY: key }, '/srv/app')
        .secretsKey,
    ).toBe(key);
  });

  it('reads the rate limits and the admin addresses', () => {
    expect(
      loadConfig(
        { RATE_LIMIT_AUTH_PER_MINUTE: '12', ADMIN_EMAILS: ' Boss@Example.com, ,ops@example.com' },
        '/srv/app',
      ),
    ).toMatchObject({
      rateLimits: {
        authPerMinute: 12,
        apiPerMinute: 600,
        statusPerMinute: 60,
        tokenPerMinute: 600,
      },
      adminEmails: ['boss@example.com', 'ops@example.com'],
    });
    expect(
      loadConfig({ RATE_LIMIT_API_PER_MINUTE: '90' }, '/srv/app').rateLimits.tokenPerMinute,
    ).toBe(90);
    expect(
      loadConfig({ RATE_LIMIT_TOKEN_PER_MINUTE: '7' }, '/srv/app').rateLimits.tokenPerMinute,
    ).toBe(7);
    expect(() => loadConfig({ RATE_LIMIT_API_PER_MINUTE: '0' }, '/srv/app')).toThrow(
      'Invalid environment variable RATE_LIMIT_API_PER_MINUTE: must be a whole number from 1 to 9999999 (got "0")',
    );
  });

  it('needs both halves of a provider’s credentials', () => {
    expect(() => loadConfig({ GOOGLE_CLIENT_ID: 'id' }, '/srv/app')).toThrow(
      'Invalid environment variable GOOGLE_CLIENT_SECRET: must be set with GOOGLE_CLIENT_ID',
    );
    expect(
      loadConfig({ MICROSOFT_CLIENT_ID: 'id', MICROSOFT_CLIENT_SECRET: 's' }, '/srv/app').microsoft,
    ).toEqual({ clientId: 'id', clientSecret: 's', tenant: 'common' });
  });

  it('talks to Mollie itself unless pointed elsewhere; Mollie Connect needs both credentials', () => {
    const production = {
      NODE_ENV: 'production',
      AUTH_SECRET: 'x'.repeat(32),
      SECRETS_KEY: 'y'.repeat(32),
    };
    expect(loadConfig(production, '/srv/app').mollie).toEqual({
      client: undefined,
      authorizeUrl: 'https://my.mollie.com/oauth2/authorize',
      tokenUrl: 'https://api.mollie.com/oauth2/tokens',
      apiUrl: 'https://api.mollie.com/v2/',
      testMode: false,
      standIn: false,
    });
    expect(
      loadConfig(
        {
          MOLLIE_CLIENT_ID: 'app_x',
          MOLLIE_CLIENT_SECRET: 'secret',
          MOLLIE_AUTHORIZE_URL: 'http://127.0.0.1:4000/oauth2/authorize',
          MOLLIE_TOKEN_URL: 'https://127.0.0.1:4001/oauth2/tokens',
          MOLLIE_API_URL: 'https://127.0.0.1:4001/v2/',
          MOLLIE_TEST_MODE: 'true',
        },
        '/srv/app',
      ).mollie,
    ).toEqual({
      client: { clientId: 'app_x', clientSecret: 'secret' },
      authorizeUrl: 'http://127.0.0.1:4000/oauth2/authorize',
      tokenUrl: 'https://127.0.0.1:4001/oauth2/tokens',
      apiUrl: 'https://127.0.0.1:4001/v2/',
      testMode: true,
      standIn: false,
    });
    expect(() => loadConfig({ MOLLIE_CLIENT_SECRET: 'secret' }, '/srv/app')).toThrow(
      'Invalid environment variable MOLLIE_CLIENT_ID: must be set with MOLLIE_CLIENT_SECRET',
    );
    expect(() => loadConfig({ MOLLIE_API_URL: 'http://127.0.0.1/v2/' }, '/srv/app')).toThrow(
      'Invalid environment variable MOLLIE_API_URL: must start with https://',
    );
  });

  it('starts the Mollie stand-in, in test mode, only without any Mollie setting and never in production', () => {
    expect(loadConfig({}, '/srv/app').mollie).toMatchObject({ standIn: true, testMode: true });
    expect(loadConfig({ NODE_ENV: 'test' }, '/srv/app').mollie.standIn).toBe(true);
    expect(loadConfig({ MOLLIE_TEST_MODE: 'false' }, '/srv/app').mollie).toMatchObject({
      standIn: true,
      testMode: false,
    });
    const production = {
      NODE_ENV: 'production',
      AUTH_SECRET: 'x'.repeat(32),
      SECRETS_KEY: 'y'.repeat(32),
    };
    expect(loadConfig(production, '/srv/app').mollie).toMatchObject({
      client: undefined,
      standIn: false,
      testMode: false,
    });
    expect(
      loadConfig({ ...production, MOLLIE_TEST_MODE: 'true' }, '/srv/app').mollie,
    ).toMatchObject({ standIn: false, testMode: true });
    // Any Mollie of one's own, even without credentials, wins over the built-in stand-in.
    for (const own of [
      { MOLLIE_CLIENT_ID: 'app_x', MOLLIE_CLIENT_SECRET: 'secret' },
      { MOLLIE_API_URL: 'https://127.0.0.1:4001/v2/' },
      { MOLLIE_TOKEN_URL: 'https://127.0.0.1:4001/oauth2/tokens' },
      { MOLLIE_AUTHORIZE_URL: 'http://127.0.0.1:4000/oauth2/authorize' },
    ]) {
      expect(loadConfig(own, '/srv/app').mollie).toMatchObject({ standIn: false, testMode: false });
    }
  });

  it('checks VAT numbers at VIES_URL, at the Commission in production, else at a stand-in', () => {
    expect(loadConfig({}, '/srv/app').viesUrl).toBeUndefined();
    expect(
      loadConfig(
        { NODE_ENV: 'production', AUTH_SECRET: 'x'.repeat(32), SECRETS_KEY: 'y'.repeat(32) },
        '/srv/app',
      ).viesUrl,
    ).toBe('https://ec.europa.eu/taxation_customs/vies/rest-api');
    expect(loadConfig({ VIES_URL: 'http://127.0.0.1:4100/vies' }, '/srv/app').viesUrl).toBe(
      'http://127.0.0.1:4100/vies',
    );
    expect(() => loadConfig({ VIES_URL: 'ftp://vies.example' }, '/srv/app')).toThrow(
      'Invalid environment variable VIES_URL: must start with http:// or https://',
    );
    const production = {
      NODE_ENV: 'production',
      AUTH_SECRET: 'x'.repeat(32),
      SECRETS_KEY: 'y'.repeat(32),
    };
    expect(() =>
      loadConfig({ ...production, VIES_URL: 'http://vies.example/rest-api' }, '/srv/app'),
    ).toThrow('Invalid environment variable VIES_URL: must start with https://');
  });

  it('reaches Peppol at PEPPOL_API_URL with its key and secret, else a stand-in or nothing', () => {
    const production = {
      NODE_ENV: 'production',
      AUTH_SECRET: 'x'.repeat(32),
      SECRETS_KEY: 'y'.repeat(32),
    };
    const recommand = {
      PEPPOL_API_URL: 'https://app.recommand.eu/api/v1',
      PEPPOL_API_KEY: 'key_1',
      PEPPOL_API_SECRET: 'secret_1',
    };
    expect(loadConfig({}, '/srv/app').peppol).toEqual({
      api: undefined,
      webhookToken: undefined,
      fixturesDir: undefined,
      deliveries: { claimLeaseMs: 15_000, recoveryIntervalMs: 5000 },
    });
    expect(loadConfig(production, '/srv/app').peppol.api).toBeUndefined();
    expect(
      loadConfig(
        {
          ...production,
          ...recommand,
          PEPPOL_WEBHOOK_TOKEN: 't'.repeat(32),
          PEPPOL_FIXTURES: 'fixtures/peppol',
          PEPPOL_CLAIM_LEASE_SECONDS: '30',
          PEPPOL_RECOVERY_INTERVAL_SECONDS: '10',
        },
        '/srv/app',
      ).peppol,
    ).toEqual({
      api: { url: 'https://app.recommand.eu/api/v1', key: 'key_1', secret: 'secret_1' },
      webhookToken: 't'.repeat(32),
      fixturesDir: '/srv/app/fixtures/peppol',
      deliveries: { claimLeaseMs: 30_000, recoveryIntervalMs: 10_000 },
    });
    expect(
      loadConfig({ ...recommand, PEPPOL_API_URL: 'http://127.0.0.1:4200/api/v1' }, '/srv/app')
        .peppol.api?.url,
    ).toBe('http://127.0.0.1:4200/api/v1');
    expect(() =>
      loadConfig(
        { ...production, ...recommand, PEPPOL_API_URL: 'http://recommand.example' },
        '/srv/app',
      ),
    ).toThrow('Invalid environment variable PEPPOL_API_URL: must start with https://');
    expect(() => loadConfig({ PEPPOL_API_KEY: 'key_1' }, '/srv/app')).toThrow(
      'Invalid environment variable PEPPOL_API_SECRET: must be set with PEPPOL_API_KEY',
    );
    expect(() => loadConfig({ PEPPOL_API_SECRET: 'secret_1' }, '/srv/app')).toThrow(
      'Invalid environment variable PEPPOL_API_KEY: must be set with PEPPOL_API_SECRET',
    );
    expect(() =>
      loadConfig({ PEPPOL_API_URL: 'https://app.recommand.eu/api/v1' }, '/srv/app'),
    ).toThrow('Invalid environment variable PEPPOL_API_KEY: must be set with PEPPOL_API_URL');
    expect(() =>
      loadConfig({ PEPPOL_API_KEY: 'key_1', PEPPOL_API_SECRET: 'secret_1' }, '/srv/app'),
    ).toThrow('Invalid environment variable PEPPOL_API_URL: must be set with PEPPOL_API_KEY');
    expect(() => loadConfig({ PEPPOL_WEBHOOK_TOKEN: 'short' }, '/srv/app')).toThrow(
      'Invalid environment variable PEPPOL_WEBHOOK_TOKEN: must be at least 32 characters long',
    );
  });

  it('does scheduled work every minute unless switched off; test controls never in production', () => {
    expect(loadConfig({}, '/srv/app')).toMatchObject({
      scheduledWork: { enabled: true, intervalMs: 60_000 },
      testControls: false,
    });
    expect(
      loadConfig(
        { SCHEDULED_WORK: 'false', SCHEDULED_WORK_INTERVAL_SECONDS: '5', TEST_CONTROLS: 'true' },
        '/srv/app',
      ),
    ).toMatchObject({ scheduledWork: { enabled: false, intervalMs: 5_000 }, testControls: true });
    expect(() =>
      loadConfig(
        { NODE_ENV: 'production', TEST_CONTROLS: 'true', AUTH_SECRET: 'a'.repeat(32) },
        '/srv/app',
      ),
    ).toThrow('Invalid environment variable TEST_CONTROLS: must not be set in production');
  });

  it('reads the mail sender and the e-mail timings, with defaults from PUBLIC_URL', () => {
    expect(loadConfig({}, '/srv/app')).toMatchObject({
      mailFrom: 'Invoicing <no-reply@localhost>',
      queuePrefix: 'queue',
      email: { claimLeaseMs: 15_000, recoveryIntervalMs: 5_000 },
    });
    expect(loadConfig({ PUBLIC_URL: 'https://facturen.example.nl' }, '/srv/app').mailFrom).toBe(
      'Invoicing <no-reply@facturen.example.nl>',
    );
    expect(
      loadConfig(
        {
          MAIL_FROM: 'Studio Vos Facturen <facturen@studiovos.nl>',
          QUEUE_PREFIX: 'prod-eu',
          EMAIL_CLAIM_LEASE_SECONDS: '30',
          EMAIL_RECOVERY_INTERVAL_SECONDS: '5',
        },
        '/srv/app',
      ),
    ).toMatchObject({
      mailFrom: 'Studio Vos Facturen <facturen@studiovos.nl>',
      queuePrefix: 'prod-eu',
      email: { claimLeaseMs: 30_000, recoveryIntervalMs: 5_000 },
    });
    expect(loadConfig({ MAIL_FROM: 'facturen@studiovos.nl' }, '/srv/app').mailFrom).toBe(
      'facturen@studiovos.nl',
    );
  });

  it('reads the per-user e-mail limits, 50 an hour and 200 a day unless set', () => {
    expect(loadConfig({}, '/srv/app').email).toMatchObject({ limitPerHour: 50, limitPerDay: 200 });
    expect(
      loadConfig({ EMAIL_LIMIT_PER_HOUR: '5', EMAIL_LIMIT_PER_DAY: '5' }, '/srv/app').email,
    ).toMatchObject({ limitPerHour: 5, limitPerDay: 5 });
    expect(() =>
      loadConfig({ EMAIL_LIMIT_PER_HOUR: '100', EMAIL_LIMIT_PER_DAY: '60' }, '/srv/app'),
    ).toThrow(
      'Invalid environment variable EMAIL_LIMIT_PER_DAY: must be at least EMAIL_LIMIT_PER_HOUR (100) (got "60")',
    );
  });

  it.each([
    ['EMAIL_LIMIT_PER_HOUR', '0'],
    ['EMAIL_LIMIT_PER_DAY', 'lots'],
    ['MAIL_FROM', 'not an address'],
    ['MAIL_FROM', 'Vos <facturen@studiovos.nl>\r\nBcc: x@y.nl'],
    ['MAIL_FROM', 'a@b.nl, c@d.nl'],
    ['QUEUE_PREFIX', 'has spaces'],
    ['EMAIL_CLAIM_LEASE_SECONDS', '0'],
  ])('rejects a bad %s (%p)', (name, value) => {
    expect(() => loadConfig({ [name]: value }, '/srv/app')).toThrow(
      `Invalid environment variable ${name}`,
    );
  });

  it('treats blank values as unset', () => {
    expect(loadConfig({ DATABASE_URL: '  ', PORT: '' }, '/srv/app')).toMatchObject({
      databaseUrl: undefined,
      port: 3000,
    });
  });
});
