import { listen, nothingToRevert, type Island } from './island';

const MOBILE_QUERY = '(max-width: 767px)';

/**
 * The privacy policy and terms on a phone (features/site/LegalPage.tsx): every section folds
 * under a button in its heading; a contents link opens the section it leads to. The page is
 * pre-rendered wide (every section open, plain headings), so the folding is added here.
 */
export const legalIsland: Island = (page, signal) => {
  const sections = [...page.querySelectorAll<HTMLElement>('.pp-legal__section')];
  if (sections.length === 0 || typeof window.matchMedia !== 'function') return nothingToRevert;
  const query = window.matchMedia(MOBILE_QUERY);
  const parts = sections.map((section) => {
    const heading = section.querySelector('h2')!;
    const body = section.querySelector<HTMLElement>(`#${section.id}-body`)!;
    return { section, heading, body, title: heading.textContent ?? '' };
  });
  const partOf = (id: string) => parts.find((part) => part.section.id === id);

  const setOpen = (part: (typeof parts)[number], open: boolean) => {
    part.body.hidden = !open;
    part.heading.querySelector('button')?.setAttribute('aria-expanded', String(open));
  };
  const fold = () => {
    for (const part of parts) {
      const button = document.createElement('button');
      button.type = 'button';
      button.className = 'pp-legal__toggle';
      button.setAttribute('aria-controls', part.body.id);
      button.textContent = part.title;
      const chevron = document.createElement('span');
      chevron.className = 'pp-faq__chevron';
      chevron.setAttribute('aria-hidden', 'true');
      button.append(chevron);
      listen(button, 'click', () => setOpen(part, part.body.hidden !== false), signal);
      part.heading.replaceChildren(button);
      setOpen(part, false);
    }
  };
  const unfold = () => {
    for (const part of parts) {
      part.heading.replaceChildren(part.title);
      part.body.hidden = false;
    }
  };
  const apply = () => (query.matches ? fold() : unfold());
  apply();
  listen(query, 'change', apply, signal);

  for (const link of page.querySelectorAll<HTMLAnchorElement>('.pp-legal__toc a[href^="#"]')) {
    const openFromContents = (event: Event) => {
      const part = partOf(link.hash.slice(1));
      if (!query.matches || part === undefined || part.body.hidden === false) return;
      event.preventDefault();
      setOpen(part, true);
      requestAnimationFrame(() => {
        part.section.scrollIntoView({ behavior: 'smooth' });
        history.replaceState(history.state, '', link.hash);
      });
    };
    listen(link, 'click', openFromContents, signal);
  }
  return unfold;
};
