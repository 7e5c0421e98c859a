// Types for start-app.mjs, for the TypeScript browser tests that start an app of their own.
export type StartedApp = { baseUrl: string; stop: () => Promise<void> };

export function startBuiltApp(options: {
  databasePrefix: string;
  publicUrlIsBaseUrl?: boolean;
  env?: Record<string, string>;
}): Promise<StartedApp>;
