import { addTranslationLoaders } from '@app/platform';

export const namespace = 'editor';

// One chunk per language: the page's language loads with the editor, the other one when the
// page switches to it or, prefetched, once the first screen is shown (docs/performance.md).
addTranslationLoaders(namespace, {
  en: () =>
    import(/* webpackChunkName: "editor-texts-en" */ './locales/en/editor.json', {
      with: { type: 'json' },
    }),
  nl: () =>
    import(/* webpackChunkName: "editor-texts-nl" */ './locales/nl/editor.json', {
      with: { type: 'json' },
    }),
});
