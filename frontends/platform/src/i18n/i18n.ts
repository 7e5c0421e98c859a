import i18next, { type i18n as I18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { defaultLanguage, languages, type Language } from '@app/contracts/routing';
import en from '../locales/en/platform.json' with { type: 'json' };
import nl from '../locales/nl/platform.json' with { type: 'json' };

/** One app's texts: `locales/<language>/<app>.json` for every language. */
export type Translations = Readonly<Record<Language, Readonly<Record<string, unknown>>>>;

/**
 * The single i18next instance of the page. `platform` is a federation singleton, so the shell and
 * every remote translate with this instance; each app adds its own namespace to it.
 */
export const i18n: I18n = i18next.createInstance();

void i18n.use(initReactI18next).init({
  lng: defaultLanguage,
  fallbackLng: defaultLanguage,
  supportedLngs: [...languages],
  ns: [],
  resources: {},
  // Initialised synchronously, so a first render uses the texts already added.
  initAsync: false,
  interpolation: { escapeValue: false },
  react: { useSuspense: false },
});

/** Adds (or replaces) an app's namespace, e.g. `addTranslations('shell', { en, nl })`. */
export function addTranslations(namespace: string, translations: Translations): void {
  for (const language of languages) {
    i18n.addResourceBundle(language, namespace, translations[language], true, true);
  }
}

/** One language's texts of a namespace, loaded on demand (a chunk of their own per language). */
export type TranslationLoaders = Readonly<
  Record<Language, () => Promise<{ default: Readonly<Record<string, unknown>> }>>
>;

const loaders = new Map<string, TranslationLoaders>();
/** Per `<language>/<namespace>`: the texts' load, started once (a failed one is tried again). */
const loads = new Map<string, Promise<void>>();
/** The language the page shows or is switching to: the texts a namespace needs first. */
let wantedLanguage: Language = defaultLanguage;
let everyLanguageWanted = false;

function loadTexts(language: Language, namespace: string): Promise<void> {
  const key = `${language}/${namespace}`;
  let load = loads.get(key);
  const loader = loaders.get(namespace)?.[language];
  if (load === undefined && loader !== undefined) {
    load = loader().then(
      (texts) => {
        i18n.addResourceBundle(language, namespace, texts.default, true, true);
      },
      (error: unknown) => {
        loads.delete(key);
        throw error;
      },
    );
    loads.set(key, load);
  }
  return load ?? Promise.resolve();
}

/** Loads every registered namespace's texts in `language`. */
function loadLanguage(language: Language): Promise<void> {
  return Promise.all([...loaders.keys()].map((namespace) => loadTexts(language, namespace))).then(
    () => undefined,
  );
}

/**
 * Registers a namespace whose texts load per language: the page's language at once, another one
 * when the page switches to it (`setLanguage` waits for it) or when `prefetchTranslations` asks
 * for all of them. A visitor downloads one language up front instead of both (docs/performance.md).
 */
export function addTranslationLoaders(namespace: string, translations: TranslationLoaders): void {
  loaders.set(namespace, translations);
  // After the importing module's code: a page that sets its language as it starts (the shell)
  // loads that language's texts, not the default's.
  queueMicrotask(() => {
    const wanted = everyLanguageWanted ? languages : [wantedLanguage];
    for (const language of wanted) loadTexts(language, namespace).catch(() => undefined);
  });
}

/**
 * Resolves once every registered namespace has its texts in the page's language: a remote's page
 * renders after it, so it never shows keys (nor hydrates pre-rendered text into keys).
 */
export function translationsReady(): Promise<void> {
  return loadLanguage(wantedLanguage);
}

/**
 * Loads every registered namespace in every language, for a language switch without the network
 * (the service worker's precache also holds them); namespaces registered later load both too.
 */
export function prefetchTranslations(): Promise<void> {
  everyLanguageWanted = true;
  return Promise.all(languages.map(loadLanguage)).then(() => undefined);
}

/**
 * Switches the interface language; the shell calls it whenever the URL prefix changes. The new
 * language's texts are loaded first, so the page never shows a key.
 */
export async function setLanguage(language: Language): Promise<void> {
  wantedLanguage = language;
  await loadLanguage(language);
  // A later switch may have overtaken this one while its texts loaded.
  if (wantedLanguage === language && i18n.language !== language) {
    await i18n.changeLanguage(language);
  }
}

addTranslations('platform', { en, nl });
