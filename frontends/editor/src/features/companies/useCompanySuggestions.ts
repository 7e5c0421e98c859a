import { COMPANY_SUGGESTIONS, type Company } from '@app/contracts/invoice';
import { skipToken } from '@app/platform';
import { companiesApi } from './companiesApi';
import { useDebouncedValue } from './useDebouncedValue';

/** Spec §9: the company search waits for a 300 ms pause in the typing. */
export const COMPANY_SEARCH_DEBOUNCE_MS = 300;

export type CompanySuggestionsState = {
  /** Best first; empty while nothing was asked yet and when the search failed (spec §8). */
  readonly companies: readonly Company[];
  /** True once `companies` answer the text as it is now typed (not an earlier one). */
  readonly settled: boolean;
};

/**
 * The saved companies matching `text` (the recent ones while it is empty), searched after a pause
 * in the typing and only while `active` (signed in, the dropdown open, no company linked).
 */
export function useCompanySuggestions(text: string, active: boolean): CompanySuggestionsState {
  const typed = text.trim();
  const query = useDebouncedValue(typed, COMPANY_SEARCH_DEBOUNCE_MS);
  const { data, isError, isFetching, originalArgs } =
    companiesApi.endpoints.autosuggestCompanies.useQuery(
      active ? { query, limit: COMPANY_SUGGESTIONS.defaultLimit } : skipToken,
    );
  const companies = isError ? [] : (data?.companies ?? []);
  const answered = !isFetching && (isError || data !== undefined);
  return { companies, settled: active && answered && originalArgs?.query === typed };
}
