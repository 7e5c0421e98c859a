// What the overview shows beyond this browser's invoices: a period's invoices from the cloud and
// the planned view's next dates.
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { selectAuthStatus } from '@app/platform';
import { useAppDispatch, useAppSelector } from '../../store';
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
