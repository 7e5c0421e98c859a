import { addTranslationLoaders } from '@app/platform';

export const namespace = 'shell';

// One chunk per language, as the remotes' texts (docs/performance.md).
addTranslationLoaders(namespace, {
  en: () =>
    import(/* webpackChunkName: "shell-texts-en" */ './locales/en/shell.json', {
      with: { type: 'json' },
    }),
  nl: () =>
    import(/* webpackChunkName: "shell-texts-nl" */ './locales/nl/shell.json', {
      with: { type: 'json' },
    }),
});
