import '@testing-library/jest-dom/jest-globals';

// jsdom lays nothing out and cannot scroll; its window.scrollTo only reports "not implemented".
// A no-op keeps that out of the output (a virtualised list puts the page where it is on mount);
// a spec that scrolls sets window.scrollY itself.
window.scrollTo = () => undefined;
