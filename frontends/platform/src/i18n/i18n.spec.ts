import { afterEach, describe, expect, it } from '@jest/globals';
import { addTranslations, i18n, setLanguage } from './i18n';

afterEach(async () => {
  await setLanguage('en');
});

describe('i18n', () => {
  it('starts in English with the platform texts loaded', () => {
    expect(i18n.language).toBe('en');
    expect(i18n.t('remoteError.retry', { ns: 'platform' })).toBe('Try again');
  });

  it('lets an app add its own namespace in both languages', async () => {
    addTranslations('sample', {
      en: { title: { main: 'Features' } },
      nl: { title: { main: 'Functies' } },
    });
    expect(i18n.t('title.main', { ns: 'sample' })).toBe('Features');
    await setLanguage('nl');
    expect(i18n.t('title.main', { ns: 'sample' })).toBe('Functies');
  });
});
