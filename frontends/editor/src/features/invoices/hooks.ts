import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import {
  formatDisplayDate,
  formatMoney,
  type Invoice,
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
