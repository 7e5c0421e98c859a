import { useCallback, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import {
  formatDisplayDate,
  formatInstant,
  formatMoney,
  userTimeZone,
  type Invoice,
  type InstantStyle,
  type Language,
} from '@app/contracts/invoice';
import type { Settings } from '@app/contracts/settings';
import { useLanguage } from '@app/platform';
import { namespace } from '../../i18n';
import { selectEditor, selectSavedInvoices, selectSettings, useAppSelector } from '../../store';
import type { EditorState } from './editor-state';
import type { SmallBusinessScheme } from '@app/contracts/vat';
import { selectCurrentInvoice } from './invoice-selectors';
import { invoiceScheme } from './vat-lines';

/** Reads the editor slice (working draft and this tab's editor state). */
export function useEditorState<T>(select: (state: EditorState) => T): T {
  return useAppSelector((root) => select(selectEditor(root)));
}

export function useSettings(): Settings {
  return useAppSelector(selectSettings);
}

export function useSavedInvoices(): Invoice[] {
  return useAppSelector(selectSavedInvoices);
}

export function useCurrentInvoice(): Invoice {
  return useAppSelector(selectCurrentInvoice);
}

/** The small-business scheme the invoice in the editor is written under, or null. */
export function useVatScheme(): SmallBusinessScheme | null {
  return useAppSelector((root) => invoiceScheme(selectCurrentInvoice(root), selectSettings(root)));
}

export function useEditorTranslation() {
  return useTranslation(namespace);
}

/**
 * The zone every time on the editor's screens is shown in (contracts' `userTimeZone`: the
 * device's; the settings hold none yet). Read once: a device changing zones is a reload away.
 */
export function useTimeZone(): string {
  return useMemo(() => userTimeZone(), []);
}

/**
 * Money and dates in the interface language (spec §9), and moments (`instant`: an ISO time,
 * epoch milliseconds or a Date) by contracts' one rule for times, in the user's zone.
 */
export function useFormatters(): {
  language: Language;
  money: (cents: number) => string;
  date: (date: string) => string;
  instant: (value: Date | number | string, style?: InstantStyle) => string;
  zone: string;
} {
  const language = useLanguage();
  const zone = useTimeZone();
  const { t } = useEditorTranslation();
  const money = useCallback((cents: number) => formatMoney(cents, language), [language]);
  const instant = useCallback(
    (value: Date | number | string, style: InstantStyle = 'dateTime') =>
      formatInstant(value, { locale: language, zone, style }),
    [language, zone],
  );
  const date = useCallback(
    (value: string) => {
      const result = formatDisplayDate(value, language);
      return result.ok ? result.text : t(result.errorKey);
    },
    [language, t],
  );
  return { language, money, date, instant, zone };
}
