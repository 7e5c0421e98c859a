import { describe, expect, it, jest } from '@jest/globals';
import { loadFullApp } from './full-app';

describe('loading the shell onto a public page', () => {
  it("adds the scripts and styles the shell's current index.html names, in order, once", async () => {
    const fetched = jest
      .spyOn(globalThis, 'fetch')
      .mockResolvedValue(
        new Response(
          '<!doctype html><html><head><script defer src="/main.1234abcd.js"></script>' +
            '<script defer src="/extra.5678abcd.js"></script>' +
            '<link href="/main.9abc1234.css" rel="stylesheet"></head><body><div id="root"></div></body></html>',
        ),
      );
    await loadFullApp();
    await loadFullApp();
    expect(fetched).toHaveBeenCalledTimes(1);
    expect(fetched.mock.calls[0]?.[0]).toBe('/index.html');
    const scripts = [...document.head.querySelectorAll('script')];
    expect(scripts.map((script) => script.getAttribute('src'))).toEqual([
      '/main.1234abcd.js',
      '/extra.5678abcd.js',
    ]);
    expect(scripts.every((script) => !script.async)).toBe(true);
    expect(document.head.querySelector('link[rel="stylesheet"]')).toHaveAttribute(
      'href',
      '/main.9abc1234.css',
    );
  });
});
