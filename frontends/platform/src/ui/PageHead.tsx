import { useTranslation } from 'react-i18next';
import { i18n } from '../i18n/i18n';
import { HeadTags, type PageHeadProps } from './HeadTags';

export type { PageHeadProps };

/** The document title and meta tags of a page; React 19 moves them into `<head>`. */
export function PageHead(props: PageHeadProps) {
  const { t } = useTranslation('platform', { i18n });
  return <HeadTags {...props} appName={t('appName')} />;
}
