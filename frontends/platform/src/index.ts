import './ui/platform.css';

export { baseApi, skipToken } from './api/base-api';
export { apiErrorOf, type ApiError } from './api/api-error';
export { apiBaseUrl, baseQueryWithReauth } from './api/base-query';
export { fetchAuthorized } from './api/fetch-authorized';
export {
  clearAuthSession,
  getAccessToken,
  refreshAccessToken,
  setAccessToken,
  setRefreshHandler,
  type RefreshAccessToken,
} from './api/auth-session';
export { hasSessionCookie } from './api/xsrf';
export {
  addTranslationLoaders,
  addTranslations,
  i18n,
  prefetchTranslations,
  setLanguage,
  translationsReady,
  type TranslationLoaders,
  type Translations,
} from './i18n/i18n';
export { useLanguage, useLocalizedPath } from './i18n/useLanguage';
export { useAppDispatch, useAppSelector } from './store/hooks';
export {
  selectAdminChecked,
  selectAuthStatus,
  selectIsAdmin,
  selectSessionUser,
  selectSignInDialogOpen,
  selectSignInError,
  sessionActions,
  sessionSlice,
  type AuthStatus,
  type SessionState,
  type SessionUser,
  type SignInErrorKind,
} from './session/sessionSlice';
export {
  endSession,
  installSessionRefresh,
  requestSession,
  restoreSession,
  type RefreshedSession,
} from './session/session-refresh';
export { useSignInDialog } from './session/useSignInDialog';
export {
  addAppListener,
  createAppStore,
  rootReducer,
  type AppDispatch,
  type AppStartListening,
  type AppStore,
  type LazyLoadedSlices,
  type RootState,
} from './store/store';
export { ErrorPanel, type ErrorPanelProps } from './ui/ErrorPanel';
export { NotFoundPage } from './ui/NotFoundPage';
export { PageHead, type PageHeadProps } from './ui/PageHead';
export { RemoteErrorBoundary, type RemoteErrorBoundaryProps } from './ui/RemoteErrorBoundary';
export { RemoteErrorPanel, type RemoteErrorPanelProps } from './ui/RemoteErrorPanel';
export { Spinner, type SpinnerProps } from './ui/Spinner';
export { firstScreenShown, prefetchWhenIdle } from './ui/idle-prefetch';
export { useInBrowser } from './ui/useInBrowser';
export {
  createVersionedStorage,
  debounce,
  migrateEnvelope,
  type Debounced,
  type Migration,
  type StoredEnvelope,
  type VersionedStorage,
  type VersionedStorageOptions,
} from './persistence/versioned-storage';
