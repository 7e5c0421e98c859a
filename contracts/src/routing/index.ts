export {
  defaultLanguage,
  hasLanguagePrefix,
  intlLocales,
  isLanguage,
  languageOfPath,
  languagePrefix,
  languages,
  stripLanguagePrefix,
  withLanguagePrefix,
  type Language,
} from './languages.js';
export {
  AppManifestError,
  appManifestPath,
  defaultRemoteUrl,
  parseAppManifest,
  publicOriginPlaceholder,
  remoteBasePath,
  remoteEntryFile,
  remoteNames,
  remotes,
  type AppManifest,
  type Remote,
  type RemoteName,
  type RemoteUrls,
} from './remotes.js';
export { safeReturnPath, withReturnPathParam } from './return-path.js';
export { isLocalizablePath, localizePath, switchLanguage } from './localize.js';
export {
  adminRoutes,
  appRoutes,
  buildPath,
  isKnownAppPath,
  matchAdminRoute,
  matchAppRoute,
  matchPattern,
  type AdminRoute,
  type AdminRouteId,
  type AppRoute,
  type RouteId,
  type RouteMatch,
  type RouteParams,
} from './routes.js';
export { serviceWorkerUrl, signInRequested, workerOptions } from './service-worker.js';
