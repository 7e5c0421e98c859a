import { useTranslation } from 'react-i18next';
import { PublicPage } from '../../shared/PublicPage';
import { registerTexts } from '../../i18n';
import en from '../../locales/en/contact.json' with { type: 'json' };
import nl from '../../locales/nl/contact.json' with { type: 'json' };

const ns = registerTexts('contact', { en, nl });

export const CONTACT_EMAIL = 'support@invoicing.nl';

const community = [
  { id: 'social', href: 'https://x.com/invoicingnl' },
  { id: 'professional', href: 'https://www.linkedin.com/company/invoicing-nl' },
] as const;

/** Route `/contact` and `/nl/contact`. */
export function ContactPage() {
  const { t } = useTranslation(ns);
  return (
    <PublicPage page="contact" lead={t('lead')}>
      <div className="pp-cards">
        <section className="pp-card" aria-labelledby="contact-email">
          <h2 id="contact-email">{t('email.heading')}</h2>
          <p>{t('email.text')}</p>
          <p>
            <a href={`mailto:${CONTACT_EMAIL}`} data-testid="contact-email">
              {CONTACT_EMAIL}
            </a>
          </p>
        </section>
        <section className="pp-card" aria-labelledby="contact-location">
          <h2 id="contact-location">{t('location.heading')}</h2>
          <p data-testid="contact-location">{t('location.text')}</p>
        </section>
      </div>
      <p className="pp-note" data-testid="reply-target">
        {t('replyTarget')}
      </p>
      <section className="pp-section" aria-labelledby="community-heading">
        <h2 id="community-heading">{t('community.heading')}</h2>
        <p>{t('community.text')}</p>
        <ul className="pp-community">
          {community.map((link) => (
            <li key={link.id}>
              <a
                className="pp-button pp-button--secondary"
                href={link.href}
                target="_blank"
                rel="noopener noreferrer"
              >
                {t(`community.${link.id}`)}
              </a>
            </li>
          ))}
        </ul>
      </section>
    </PublicPage>
  );
}
