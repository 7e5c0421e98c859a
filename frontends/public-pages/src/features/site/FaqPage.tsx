import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocalizedPath } from '@app/platform';
import { PublicPage } from '../../shared/PublicPage';
import { registerTexts } from '../../i18n';
import en from '../../locales/en/faq.json' with { type: 'json' };
import nl from '../../locales/nl/faq.json' with { type: 'json' };

const ns = registerTexts('faq', { en, nl });

export const faqCategories = {
  general: ['free', 'account', 'who', 'language'],
  features: ['vat', 'payments', 'recurring', 'logo'],
  technical: ['offline', 'signin', 'data', 'export'],
} as const;

type Category = keyof typeof faqCategories;

/** Route `/faq` and `/nl/faq`: three categories of questions, one answer open at a time. */
export function FaqPage() {
  const { t } = useTranslation(ns);
  const localized = useLocalizedPath();
  const [open, setOpen] = useState<string | null>(null);
  return (
    <PublicPage page="faq" lead={t('lead')}>
      {(Object.keys(faqCategories) as Category[]).map((category) => (
        <section
          key={category}
          className="pp-faq"
          data-category={category}
          aria-labelledby={`faq-${category}`}
        >
          <h2 id={`faq-${category}`}>{t(`categories.${category}.title`)}</h2>
          <ul className="pp-faq__list">
            {faqCategories[category].map((question) => {
              const id = `${category}-${question}`;
              const expanded = open === id;
              return (
                <li key={id} className="pp-faq__item" data-question={id}>
                  <h3>
                    <button
                      type="button"
                      id={`faq-q-${id}`}
                      className="pp-faq__question"
                      aria-expanded={expanded}
                      aria-controls={`faq-a-${id}`}
                      onClick={() => setOpen(expanded ? null : id)}
                    >
                      {t(`categories.${category}.q.${question}.q`)}
                      <span className="pp-faq__chevron" aria-hidden="true" />
                    </button>
                  </h3>
                  <div
                    id={`faq-a-${id}`}
                    className="pp-faq__answer"
                    role="region"
                    aria-labelledby={`faq-q-${id}`}
                    hidden={!expanded}
                  >
                    <p>{t(`categories.${category}.q.${question}.a`)}</p>
                  </div>
                </li>
              );
            })}
          </ul>
        </section>
      ))}
      <p className="pp-section pp-faq__more">
        {t('more.text')}{' '}
        <a href={localized('/contact')} data-testid="faq-contact-link">
          {t('more.link')}
        </a>
      </p>
    </PublicPage>
  );
}
