import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import {
  formatDisplayDate,
  formatMoney,
  storedDateOf,
  type Invoice,
  type Language,
} from '@app/contracts/invoice';
import { useAppSelector, useLanguage } from '@app/platform';
import { namespace } from '../../i18n';
import { currentInvoiceOf, injectedEditorSlice, type EditorState } from './editorSlice';

/** Reads the editor slice from the root state. */
export function useEditorState<T>(select: (state: EditorState) => T): T {
  return useAppSelector((root) => select(injectedEditorSlice.selectSlice(root)));
}

export function useCurrentInvoice(): Invoice {
  return useEditorState(currentInvoiceOf);
}

export function useEditorTranslation() {
  return useTranslation(namespace);
}

/** Today in Europe/Amsterdam, as stored dates are. */
export const todayDate = (): string => storedDateOf(new Date());

/** Money and dates in the interface language (spec §9). */
export function useFormatters(): {
  language: Language;
  money: (cents: number) => string;
  date: (date: string) => string;
} {
  const language = useLanguage();
  const { t } = useEditorTranslation();
  const money = useCallback((cents: number) => formatMoney(cents, language), [language]);
  const date = useCallback(
    (value: string) => {
      const result = formatDisplayDate(value, language);
      return result.ok ? result.text : t(result.errorKey);
    },
    [language, t],
  );
  return { language, money, date };
}
