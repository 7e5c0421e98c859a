import { listen, nothingToRevert, type Island } from './island';

/** As the shell's header (frame/Header.tsx): compact after this much scroll. */
const SHRINK_AFTER_PX = 100;

/**
 * The shell's header on a pre-rendered page: compact after 100 px of scroll, and below 768 px
 * the menu button that folds the links (Escape or following a link folds them again), as
 * frame/Header.tsx does once the shell runs. The button carries both of its labels.
 */
export const headerIsland: Island = (page, signal) => {
  const header = page.querySelector<HTMLElement>('[data-testid="site-header"]');
  const button = header?.querySelector<HTMLButtonElement>('[data-testid="menu-button"]');
  if (header === null || header === undefined || button === null || button === undefined) {
    return nothingToRevert;
  }
  const label = button.querySelector('.app-visually-hidden');

  let frame = 0;
  const updateCompact = () => {
    frame = 0;
    const compact = window.scrollY > SHRINK_AFTER_PX;
    header.classList.toggle('site-header--compact', compact);
    header.dataset['compact'] = String(compact);
  };
  updateCompact();
  const onScroll = () => {
    if (frame === 0) frame = window.requestAnimationFrame(updateCompact);
  };
  listen(window, 'scroll', onScroll, signal, { passive: true });

  const setOpen = (open: boolean) => {
    header.classList.toggle('site-header--menu-open', open);
    button.setAttribute('aria-expanded', String(open));
    const text = open ? button.dataset['closeLabel'] : button.dataset['openLabel'];
    if (label !== null && text !== undefined) label.textContent = text;
  };
  const isOpen = () => button.getAttribute('aria-expanded') === 'true';
  listen(button, 'click', () => setOpen(!isOpen()), signal);
  const bar = header.querySelector('.site-header__bar');
  if (bar !== null) {
    listen(
      bar,
      'keydown',
      (event) => {
        if ((event as KeyboardEvent).key !== 'Escape' || !isOpen()) return;
        setOpen(false);
        button.focus();
      },
      signal,
    );
  }
  const menu = header.querySelector('#site-menu');
  if (menu !== null) {
    listen(
      menu,
      'click',
      (event) => {
        if (event.target instanceof Element && event.target.closest('a')) setOpen(false);
      },
      signal,
    );
  }

  return () => {
    if (frame !== 0) window.cancelAnimationFrame(frame);
    setOpen(false);
    header.classList.remove('site-header--compact');
    header.dataset['compact'] = 'false';
  };
};
