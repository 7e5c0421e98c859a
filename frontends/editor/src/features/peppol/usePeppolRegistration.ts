import { apiErrorOf, selectAuthStatus, skipToken } from '@app/platform';
import { useAppSelector } from '../../store';
import { peppolApi } from './peppolApi';
import type { PeppolRegistrationDto } from './peppolApi.gen';

export type PeppolRegistrationState =
  /** Signed out, or the server offers no Peppol (503 PEPPOL_NOT_CONFIGURED): nothing to show. */
  | { kind: 'unavailable' }
  | { kind: 'loading' }
  | { kind: 'error'; retry: () => void }
  | {
      kind: 'ready';
      registration: PeppolRegistrationDto;
      refresh: () => void;
      refreshing: boolean;
    };

/** The signed-in user's Peppol registration (`GET /api/peppol/registration`). */
export function usePeppolRegistration(): PeppolRegistrationState {
  const signedIn = useAppSelector(selectAuthStatus) === 'signedIn';
  const { data, error, isFetching, refetch } = peppolApi.useGetPeppolRegistrationQuery(
    signedIn ? undefined : skipToken,
  );
  if (!signedIn) return { kind: 'unavailable' };
  if (error !== undefined && !isFetching) {
    return apiErrorOf(error).code === 'PEPPOL_NOT_CONFIGURED'
      ? { kind: 'unavailable' }
      : { kind: 'error', retry: () => void refetch() };
  }
  if (data === undefined) return { kind: 'loading' };
  return {
    kind: 'ready',
    registration: data,
    refresh: () => void refetch(),
    refreshing: isFetching,
  };
}

/** Whether invoices can go out over Peppol now: a registration that passed its identity check. */
export function usePeppolActive(): boolean {
  const state = usePeppolRegistration();
  return state.kind === 'ready' && state.registration.status === 'active';
}
