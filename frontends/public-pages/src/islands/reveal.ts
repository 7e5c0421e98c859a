import { nothingToRevert, type Island } from './island';

/**
 * The features page marks features as they scroll into view (`data-in-view`), which starts their
 * animation (features/site/FeaturesPage.tsx). Without IntersectionObserver they stay as they are.
 */
export const revealIsland: Island = (page, signal) => {
  const items = page.querySelectorAll<HTMLElement>('[data-testid="feature-list"] > li');
  if (items.length === 0 || typeof IntersectionObserver === 'undefined') return nothingToRevert;
  const observer = new IntersectionObserver(
    (entries) => {
      for (const entry of entries) {
        (entry.target as HTMLElement).dataset['inView'] = String(entry.isIntersecting);
      }
    },
    { threshold: 0.35 },
  );
  items.forEach((item) => observer.observe(item));
  signal.addEventListener('abort', () => observer.disconnect());
  // The shell's page observes them again; the marks it finds are right.
  return nothingToRevert;
};
