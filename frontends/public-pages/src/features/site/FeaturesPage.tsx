import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocalizedPath } from '@app/platform';
import { SignInProviderIcon } from '@app/platform/controls';
import { FeatureVisual, type FeatureVisualKind } from './FeatureVisual';
import { PaymentLogos } from './PaymentLogos';
import { PublicPage } from '../../shared/PublicPage';
import { registerTexts } from '../../i18n';
import en from '../../locales/en/features.json' with { type: 'json' };
import nl from '../../locales/nl/features.json' with { type: 'json' };

// Dutch texts that are missing fall back to English (i18next's fallbackLng).
const ns = registerTexts('features', { en, nl });

const features: readonly FeatureVisualKind[] = ['create', 'pdf', 'track', 'email', 'recurring'];

/**
 * Marks features as they scroll into view (`data-in-view`), which starts their animation and
 * highlights them. Without IntersectionObserver everything simply stays visible.
 */
function useScrollReveal(list: React.RefObject<HTMLOListElement | null>) {
  useEffect(() => {
    const root = list.current;
    if (root === null || typeof IntersectionObserver === 'undefined') return undefined;
    const observer = new IntersectionObserver(
      (entries) => {
        for (const entry of entries) {
          (entry.target as HTMLElement).dataset['inView'] = String(entry.isIntersecting);
        }
      },
      { threshold: 0.35 },
    );
    root.querySelectorAll('li').forEach((item) => observer.observe(item));
    return () => observer.disconnect();
  }, [list]);
}

/** Route `/features` and `/nl/features`. */
export function FeaturesPage() {
  const { t } = useTranslation(ns);
  const localized = useLocalizedPath();
  const list = useRef<HTMLOListElement>(null);
  useScrollReveal(list);
  return (
    <PublicPage page="features" lead={t('lead')}>
      <ol className="pp-features" ref={list} data-testid="feature-list">
        {features.map((feature) => (
          <li key={feature} className="pp-feature" data-feature={feature}>
            <div className="pp-feature__text">
              <h2>{t(`list.${feature}.title`)}</h2>
              <p>{t(`list.${feature}.text`)}</p>
            </div>
            <div className="pp-feature__visual">
              <FeatureVisual kind={feature} />
            </div>
          </li>
        ))}
      </ol>
      <section className="pp-section" aria-labelledby="payments-heading">
        <h2 id="payments-heading">{t('payments.heading')}</h2>
        <p>{t('payments.text')}</p>
        <PaymentLogos />
      </section>
      <section className="pp-section" aria-labelledby="sign-in-heading">
        <h2 id="sign-in-heading">{t('signIn.heading')}</h2>
        <p>{t('signIn.text')}</p>
        <ul className="pp-providers" data-testid="sign-in-providers">
          {(['google', 'microsoft'] as const).map((provider) => (
            <li key={provider} className="pp-provider">
              <SignInProviderIcon provider={provider} size={28} />
              <span>{t(`signIn.${provider}`)}</span>
            </li>
          ))}
        </ul>
      </section>
      <section className="pp-cta">
        <h2>{t('cta.heading')}</h2>
        <a className="pp-button" href={localized('/')}>
          {t('cta.button')}
        </a>
      </section>
    </PublicPage>
  );
}
