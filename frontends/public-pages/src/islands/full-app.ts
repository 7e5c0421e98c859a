/** Where the shell's current page is: its scripts and styles, whichever build is deployed. */
const SHELL_PAGE = '/index.html';

let loading: Promise<void> | null = null;

/**
 * Loads the shell onto this page: the scripts and styles its `index.html` names (read at run
 * time, so the shell stays deployable apart from this remote; offline, the service worker
 * answers it). The shell then hydrates the pre-rendered page as it hydrates any (its
 * bootstrap.tsx), from which point it, not the islands, runs the page. Once per page.
 */
export function loadFullApp(): Promise<void> {
  loading ??= fetch(SHELL_PAGE, { cache: 'no-cache' })
    .then((response) => {
      if (!response.ok) throw new Error(`${SHELL_PAGE} answered ${response.status}`);
      return response.text();
    })
    .then((html) => {
      const shell = new DOMParser().parseFromString(html, 'text/html');
      for (const style of shell.querySelectorAll('link[rel="stylesheet"][href]')) {
        const link = document.createElement('link');
        link.rel = 'stylesheet';
        link.href = style.getAttribute('href')!;
        document.head.append(link);
      }
      for (const parsed of shell.querySelectorAll('script[src]')) {
        // A parsed script never runs: a new element does, in document order.
        const script = document.createElement('script');
        script.src = parsed.getAttribute('src')!;
        script.async = false;
        document.head.append(script);
      }
    });
  return loading;
}
