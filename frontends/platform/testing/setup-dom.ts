import '@testing-library/jest-dom/jest-globals';
import { configure } from '@testing-library/react';

// jsdom lays nothing out and cannot scroll; its window.scrollTo only reports "not implemented".
// A no-op keeps that out of the output (a virtualised list puts the page where it is on mount);
// a spec that scrolls sets window.scrollY itself.
window.scrollTo = () => undefined;

// `npm test` runs these tests beside the backend's e2e suite, so a busy machine is the normal
// case: a screen that appears after a request through msw, or after the first compile of a part
// loaded on demand, may take longer than Testing Library's default second. A wait still ends
// with a failure when what it waits for never comes.
configure({ asyncUtilTimeout: 5_000 });
