import { afterEach, describe, expect, it } from '@jest/globals';
import {
  addTranslationLoaders,
  addTranslations,
  i18n,
  prefetchTranslations,
  setLanguage,
  translationsReady,
} from './i18n';

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

  it("loads a namespace one language at a time: the page's first, another before switching to it", async () => {
    const loaded: string[] = [];
    const texts = (language: string, title: string) => () => {
      loaded.push(language);
      return Promise.resolve({ default: { title } });
    };
    addTranslationLoaders('lazy', { en: texts('en', 'Invoice'), nl: texts('nl', 'Factuur') });
    await translationsReady();
    expect(loaded).toEqual(['en']);
    expect(i18n.t('title', { ns: 'lazy' })).toBe('Invoice');

    await setLanguage('nl');
    expect(loaded).toEqual(['en', 'nl']);
    expect(i18n.t('title', { ns: 'lazy' })).toBe('Factuur');
  });

  it('prefetches every language of every lazy namespace, each loaded once', async () => {
    const loaded: string[] = [];
    const texts = (language: string) => () => {
      loaded.push(language);
      return Promise.resolve({ default: { word: language } });
    };
    addTranslationLoaders('prefetched', { en: texts('en'), nl: texts('nl') });
    await prefetchTranslations();
    await setLanguage('nl');
    expect(loaded.sort()).toEqual(['en', 'nl']);
    expect(i18n.t('word', { ns: 'prefetched' })).toBe('nl');
  });

  it('tries a failed load again at the next switch', async () => {
    let fail = true;
    addTranslationLoaders('flaky', {
      en: () => Promise.resolve({ default: { word: 'hello' } }),
      nl: () =>
        fail
          ? Promise.reject(new Error('offline'))
          : Promise.resolve({ default: { word: 'hallo' } }),
    });
    await expect(setLanguage('nl')).rejects.toThrow('offline');
    fail = false;
    await setLanguage('nl');
    expect(i18n.t('word', { ns: 'flaky' })).toBe('hallo');
  });
});
