// What the overview shows beyond this browser's invoices: a period's invoices from the cloud,
// its amounts and the planned view's next dates.
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import {
  amountGroupsOf,
  amountsWindow,
  summariseAmounts,
  type PeriodAmounts,
} from '@app/contracts/invoice';
import { selectAuthStatus } from '@app/platform';
import { useAppDispatch, useAppSelector } from '../../store';
import { useSavedInvoices } from '../invoices/hooks';
import { invoicesApi } from '../invoices/invoicesApi';
import { useToday } from '../invoices/today';
import { allSchedulesApi } from '../schedules/schedulesApi';
import { periodFetched } from '../sync/period-fetch';

export type PeriodLoad = 'idle' | 'loading' | 'failed';

/**
 * Spec §4: when a signed-in user changes the period, its invoices are fetched from the cloud (the
 * first render has what the sign-in sync fetched); on failure the list stays as this browser has
 * it, with a red banner. A newer period's answer wins over an older one's.
 */
export function usePeriodFetching(): { load: PeriodLoad; fetchPeriod: (period: string) => void } {
  const dispatch = useAppDispatch();
  const signedIn = useAppSelector(selectAuthStatus) === 'signedIn';
  const [load, setLoad] = useState<PeriodLoad>('idle');
  const latest = useRef(0);
  const fetchPeriod = useCallback(
    (period: string) => {
      if (!signedIn) return;
      const request = ++latest.current;
      setLoad('loading');
      dispatch(periodFetched(period)).then(
        () => {
          if (request === latest.current) setLoad('idle');
        },
        (error: unknown) => {
          console.warn('Could not load the period from the cloud', error);
          if (request === latest.current) setLoad('failed');
        },
      );
    },
    [dispatch, signedIn],
  );
  useEffect(
    () => () => {
      latest.current += 1;
    },
    [],
  );
  return { load, fetchPeriod };
}

/** The planned view's dates (spec §2): a scheduled invoice's next date comes from its schedule. */
export function useNextInvoiceDates(wanted: boolean): Map<string, string> {
  const { data } = allSchedulesApi.endpoints.listAllSchedules.useQuery(undefined, {
    skip: !wanted,
  });
  return useMemo(
    () =>
      new Map(
        (data ?? []).flatMap((schedule) =>
          schedule.nextInvoiceDate === null
            ? []
            : [[schedule.templateInvoiceId, schedule.nextInvoiceDate] as const],
        ),
      ),
    [data],
  );
}

export type AmountsLoad =
  | { state: 'none' }
  | { state: 'loading' }
  | { state: 'ready'; amounts: PeriodAmounts }
  /** The server could not be asked: this browser's invoices, as the list falls back to them. */
  | { state: 'failed'; amounts: PeriodAmounts };

/**
 * A period's amounts at a glance (contracts `amounts.ts`). Signed in, the server sums every
 * invoice of the period (the list is paged, so a loaded page cannot); it answers again after
 * any save, since every invoice write makes the lists stale (invoicesApi's tags). Signed out, or
 * when the server cannot be reached, the same rule over this browser's invoices. None for the
 * planned view.
 */
export function usePeriodAmounts(period: string): AmountsLoad {
  const signedIn = useAppSelector(selectAuthStatus) === 'signedIn';
  const invoices = useSavedInvoices();
  const today = useToday();
  const window = useMemo(() => amountsWindow(period), [period]);
  const cloud = invoicesApi.endpoints.getInvoiceAmounts.useQuery(
    { period },
    { skip: !signedIn || window === null },
  );
  // An error stays with the query while it tries again: the fallback stays until an answer comes.
  const unreachable = cloud.error !== undefined && cloud.currentData === undefined;
  const local = useMemo(
    () =>
      (signedIn && !unreachable) || window === null
        ? null
        : summariseAmounts(amountGroupsOf(invoices, window, today), window),
    [signedIn, unreachable, window, invoices, today],
  );
  if (window === null) return { state: 'none' };
  if (local !== null)
    return signedIn ? { state: 'failed', amounts: local } : { state: 'ready', amounts: local };
  // A former period's figures stay out while the new one's load.
  const data = cloud.currentData;
  return data !== undefined && data.period === period
    ? { state: 'ready', amounts: data }
    : { state: 'loading' };
}
