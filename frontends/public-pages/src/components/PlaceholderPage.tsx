import { useTranslation } from 'react-i18next';
import { PageHead } from '@app/platform';
import { namespace } from '../i18n';

export type PublicPageId =
  'features' | 'pricing' | 'contact' | 'faq' | 'privacy' | 'terms' | 'invoiceStatus' | 'pay';

export type PlaceholderPageProps = {
  readonly page: PublicPageId;
  /** Values for the texts' placeholders, e.g. the invoice id. */
  readonly values?: Readonly<Record<string, string>>;
  /** Pages about one customer's invoice stay out of search indexes. */
  readonly noindex?: boolean;
};

/** The frame of a public page until its real content lands: title, heading and one line. */
export function PlaceholderPage({ page, values = {}, noindex = false }: PlaceholderPageProps) {
  const { t } = useTranslation(namespace);
  return (
    <section data-remote="publicPages" data-page={page}>
      <PageHead title={t(`pages.${page}.title`)} noindex={noindex} />
      <h1>{t(`pages.${page}.heading`)}</h1>
      <p>{t(`pages.${page}.intro`, values)}</p>
    </section>
  );
}
