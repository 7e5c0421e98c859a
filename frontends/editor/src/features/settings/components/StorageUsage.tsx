import { useEffect, useState } from 'react';
import { useLanguage } from '@app/platform';
import { useEditorTranslation } from '../../invoices/hooks';
import { storageUse, type StorageUse } from '../../invoices/browser-store/persistent-storage';

const MEGABYTE = 1024 * 1024;
const GIGABYTE = 1024 * MEGABYTE;

const sizeText = (bytes: number, language: string) => {
  const large = bytes >= GIGABYTE;
  return new Intl.NumberFormat(language, {
    style: 'unit',
    unit: large ? 'gigabyte' : 'megabyte',
    maximumFractionDigits: 1,
  }).format(bytes / (large ? GIGABYTE : MEGABYTE));
};

/** How much this browser stores for the site, and whether it may clear it (issue 39). */
export function StorageUsage() {
  const { t } = useEditorTranslation();
  const language = useLanguage();
  const [use, setUse] = useState<StorageUse | null>(null);
  useEffect(() => {
    let current = true;
    void storageUse().then((found) => {
      if (current) setUse(found);
    });
    return () => {
      current = false;
    };
  }, []);
  if (use === null) return null;
  return (
    <p className="app-field" data-testid="settings-storage">
      <span className="app-field__label">{t('settings.storage.title')}</span>
      <span>
        {t('settings.storage.used', {
          used: sizeText(use.used, language),
          quota: sizeText(use.quota, language),
        })}
      </span>
      <span data-testid="settings-storage-persisted">
        {t(use.persisted ? 'settings.storage.persisted' : 'settings.storage.mayClear')}
      </span>
    </p>
  );
}
