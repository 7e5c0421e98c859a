import type { BannedWord, WordingException } from './dutch-wording';

/**
 * docs/glossary-nl.md as data: per concept the one term the Dutch texts use and the synonyms
 * they must not. Keep the two in step.
 */
export const DUTCH_BANNED_WORDS: readonly BannedWord[] = [
  // factuur, creditnota
  { word: 'nota', use: 'factuur' },
  { word: 'creditfactuur', use: 'creditnota' },
  { word: 'credit nota', use: 'creditnota' },
  // vervaldatum (vervaldag only on a Belgian sender's documents), betalingstermijn
  { word: 'vervaldag', use: 'vervaldatum (vervaldag only on Belgian documents)' },
  { word: 'uiterste betaaldatum', use: 'vervaldatum' },
  { word: 'betaaltermijn', use: 'betalingstermijn' },
  // te laat: the overdue state
  { word: 'achterstallig', use: 'te laat' },
  { word: 'achterstallige', use: 'te laat' },
  { word: 'vervallen', use: 'te laat' },
  { word: 'verstreken', use: 'te laat' },
  // openstaand: unpaid
  { word: 'onbetaald', use: 'openstaand' },
  { word: 'onbetaalde', use: 'openstaand(e)' },
  { word: 'open', use: 'openstaand' },
  // btw-nummer, KvK-nummer, ondernemingsnummer
  { word: 'BTW', use: 'btw (Btw at the start of a label)', caseSensitive: true },
  { word: 'BTW-nummer', use: 'btw-nummer', caseSensitive: true },
  { word: 'btw-id', use: 'btw-nummer' },
  { word: 'btw-identificatienummer', use: 'btw-nummer' },
  { word: 'omzetbelastingnummer', use: 'btw-nummer' },
  { word: 'KVK-nummer', use: 'KvK-nummer', caseSensitive: true },
  { word: 'kvk-nummer', use: 'KvK-nummer', caseSensitive: true },
  { word: 'KvK nummer', use: 'KvK-nummer' },
  { word: 'handelsregisternummer', use: 'KvK-nummer' },
  { word: 'KBO-nummer', use: 'ondernemingsnummer' },
  { word: 'bedrijfsnummer', use: 'KvK-nummer or ondernemingsnummer' },
  // betalingskenmerk (NL structured reference) / mededeling (BE)
  { word: 'kenmerk', use: 'betalingskenmerk or mededeling' },
  // herinnering
  { word: 'aanmaning', use: 'herinnering (an aanmaning is the legal last notice)' },
  { word: 'reminder', use: 'herinnering' },
  // versturen
  { word: 'verzenden', use: 'versturen' },
  { word: 'verzonden', use: 'verstuurd' },
  { word: 'verzend', use: 'verstuur' },
  { word: 'verzendt', use: 'verstuurt' },
  // koppelen
  { word: 'verbinden', use: 'koppelen' },
  // betaalmethode
  { word: 'methode', use: 'betaalmethode' },
  { word: 'methodes', use: 'betaalmethoden' },
  { word: 'betaalmethodes', use: 'betaalmethoden' },
  { word: 'betaalwijze', use: 'betaalmethode' },
  // planning (of recurring invoices)
  { word: 'schema', use: 'planning' },
  { word: "schema's", use: 'planningen' },
  // opmerkingen (printed on the invoice)
  { word: 'notitie', use: 'opmerking' },
  { word: 'notities', use: 'opmerkingen' },
  // spelling
  { word: 'PDF', use: 'pdf (Pdf at the start of a label)', caseSensitive: true },
  { word: 'bank-app', use: 'bankapp' },
  { word: 'de IBAN', use: 'het IBAN' },
  { word: 'geldige IBAN', use: 'geldig IBAN' },
  // periods
  { word: 'huidige maand', use: 'deze maand' },
  { word: 'huidig kwartaal', use: 'dit kwartaal' },
  { word: 'huidig jaar', use: 'dit jaar' },
  { word: 'laatste 30 dagen', use: 'afgelopen 30 dagen' },
  { word: 'laatste 90 dagen', use: 'afgelopen 90 dagen' },
];

export const DUTCH_WORDING_EXCEPTIONS: readonly WordingException[] = [
  {
    file: 'admin/src/locales/nl/admin.json',
    key: '',
    word: "schema's",
    reason: 'The operators’ admin names the schedules table as the API does (review row 46).',
  },
  {
    file: 'public-pages/src/locales/nl/invoice-status.json',
    key: 'dates.dueBelgian',
    word: 'vervaldag',
    reason: 'A Belgian seller’s status page speaks Belgian Dutch, as their documents do.',
  },
];
