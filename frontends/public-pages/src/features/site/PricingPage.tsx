import { useTranslation } from 'react-i18next';
import { useLocalizedPath } from '@app/platform';
import { PublicPage } from '../../shared/PublicPage';
import { registerTexts } from '../../i18n';
import en from '../../locales/en/pricing.json' with { type: 'json' };
import nl from '../../locales/nl/pricing.json' with { type: 'json' };

const ns = registerTexts('pricing', { en, nl });

const tiers = [
  { id: 'free', href: '/', featured: true },
  { id: 'business', href: '/contact', featured: false },
] as const;

const featureKeys = ['a', 'b', 'c', 'd'] as const;

/** Route `/pricing` and `/nl/pricing`: two tiers, no prices shown (spec §2). */
export function PricingPage() {
  const { t } = useTranslation(ns);
  const localized = useLocalizedPath();
  return (
    <PublicPage page="pricing" lead={t('lead')}>
      <div className="pp-tiers">
        {tiers.map((tier) => (
          <section
            key={tier.id}
            id={tier.id}
            className={`pp-tier${tier.featured ? ' pp-tier--featured' : ''}`}
            data-tier={tier.id}
            aria-labelledby={`tier-${tier.id}`}
          >
            <h2 id={`tier-${tier.id}`}>{t(`${tier.id}.name`)}</h2>
            <p className="pp-tier__tagline">{t(`${tier.id}.tagline`)}</p>
            <p className="pp-tier__price">{t(`${tier.id}.price`)}</p>
            <ul className="pp-checklist">
              {featureKeys.map((key) => (
                <li key={key}>{t(`${tier.id}.features.${key}`)}</li>
              ))}
            </ul>
            <a
              className={`pp-button${tier.featured ? '' : ' pp-button--secondary'}`}
              href={localized(tier.href)}
              data-testid={`tier-${tier.id}-button`}
            >
              {t(`${tier.id}.button`)}
            </a>
          </section>
        ))}
      </div>
      <p className="pp-note">{t('note')}</p>
      <section className="pp-section pp-mission" aria-labelledby="mission-heading">
        <h2 id="mission-heading">{t('mission.heading')}</h2>
        <p>{t('mission.text')}</p>
      </section>
    </PublicPage>
  );
}
