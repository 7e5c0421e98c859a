import { useRef, type CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import { registerTexts } from '../../i18n';
import en from '../../locales/en/home.json' with { type: 'json' };
import nl from '../../locales/nl/home.json' with { type: 'json' };
import '../../styles/public-pages.css';

const ns = registerTexts('home', { en, nl });

/** How far one press of previous or next scrolls the cards (spec §2). */
export const CAROUSEL_STEP_PX = 300;

export const carouselCards = ['instant', 'design', 'sync', 'tracking', 'email'] as const;

type Card = (typeof carouselCards)[number];

const icons: Record<Card, string> = {
  instant: 'M13 2 4 14h7l-1 8 9-12h-7z',
  design: 'M4 4h16v16H4zM8 8h8M8 12h8M8 16h5',
  sync: 'M20 12a8 8 0 0 1-14 5M4 12a8 8 0 0 1 14-5M18 3v4h-4M6 21v-4h4',
  tracking: 'M4 20V10M10 20V4M16 20v-7M22 20H2',
  email: 'M3 5h18v14H3zM3 6l9 7 9-7',
};

/** 'Professional invoicing made simple.': five cards below the editor on the home page. */
export function HomeCarousel() {
  const { t } = useTranslation(ns);
  const track = useRef<HTMLUListElement>(null);
  const scroll = (direction: 1 | -1) =>
    track.current?.scrollBy({ left: direction * CAROUSEL_STEP_PX, behavior: 'smooth' });
  return (
    <section
      className="pp-carousel"
      data-remote="publicPages"
      data-testid="home-carousel"
      aria-labelledby="home-carousel-heading"
    >
      <div className="pp-carousel__head">
        <div>
          <h2 id="home-carousel-heading">{t('carousel.heading')}</h2>
          <p>{t('carousel.intro')}</p>
        </div>
        <div className="pp-carousel__controls">
          <button
            type="button"
            className="pp-round-button"
            aria-label={t('carousel.previous')}
            aria-controls="home-carousel-track"
            data-testid="carousel-previous"
            onClick={() => scroll(-1)}
          >
            <span aria-hidden="true">‹</span>
          </button>
          <button
            type="button"
            className="pp-round-button"
            aria-label={t('carousel.next')}
            aria-controls="home-carousel-track"
            data-testid="carousel-next"
            onClick={() => scroll(1)}
          >
            <span aria-hidden="true">›</span>
          </button>
        </div>
      </div>
      <ul
        className="pp-carousel__track"
        id="home-carousel-track"
        ref={track}
        aria-label={t('carousel.label')}
        data-testid="carousel-track"
        // One card and its gap are one step, so snapping lands where the step ends (issue 29).
        style={{ '--pp-carousel-step': `${CAROUSEL_STEP_PX}px` } as CSSProperties}
        tabIndex={0}
      >
        {carouselCards.map((card) => (
          <li key={card} className="pp-carousel__card" data-card={card}>
            <svg
              viewBox="0 0 24 24"
              width="32"
              height="32"
              className="pp-icon"
              aria-hidden="true"
              focusable="false"
            >
              <path d={icons[card]} />
            </svg>
            <h3>{t(`carousel.cards.${card}.title`)}</h3>
            <p>{t(`carousel.cards.${card}.text`)}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}
