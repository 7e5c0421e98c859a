import { useTranslation } from 'react-i18next';
import { i18n } from '../i18n/i18n';

export type PageHeadProps = {
  readonly title: string;
  readonly description?: string;
  /** Keeps the page out of search indexes (not-found and private pages). */
  readonly noindex?: boolean;
};

/** The document title and meta tags of a page; React 19 moves them into `<head>`. */
export function PageHead({ title, description, noindex = false }: PageHeadProps) {
  const { t } = useTranslation('platform', { i18n });
  return (
    <>
      <title>{`${title} | ${t('appName')}`}</title>
      {description === undefined ? null : <meta name="description" content={description} />}
      {noindex ? <meta name="robots" content="noindex" /> : null}
    </>
  );
}
