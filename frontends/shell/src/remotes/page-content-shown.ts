/** A page marks itself `data-ready="true"` once its remote has rendered its content. */
const READY_PAGE = '[data-page][data-ready="true"]';

/** Pages that never mark themselves (not found, the status page while its invoice loads) wait no longer. */
const LONGEST_WAIT_MS = 5000;

/** Resolves once the current page's content is on screen, or after LONGEST_WAIT_MS. */
export function pageContentShown(): Promise<void> {
  return new Promise((resolve) => {
    if (document.querySelector(READY_PAGE) !== null) {
      resolve();
      return;
    }
    const done = () => {
      observer.disconnect();
      clearTimeout(timer);
      resolve();
    };
    const observer = new MutationObserver(() => {
      if (document.querySelector(READY_PAGE) !== null) done();
    });
    const timer = setTimeout(done, LONGEST_WAIT_MS);
    observer.observe(document.body, {
      subtree: true,
      childList: true,
      attributeFilter: ['data-ready'],
    });
  });
}
