// What the shell provides as the shared `react-i18next` singleton (see react-router-dom.ts beside
// this file). It imports the package under another name: a request for `react-i18next` itself
// would be answered by the shared singleton, that is by this module.
export { I18nextProvider, initReactI18next, useTranslation } from '@app/upstream/react-i18next';
