import { JSDOM } from 'jsdom';

/**
 * Submits the form of the page's button named `buttonText`, as a browser would, without
 * following the answer's redirect: for pages of stand-ins (Mollie's consent and checkout pages)
 * that a backend test walks through without a browser.
 */
export async function submitForm(pageUrl: string, buttonText: string): Promise<Response> {
  const html = await (await fetch(pageUrl)).text();
  const { document } = new JSDOM(html).window;
  const button = [...document.querySelectorAll('button')].find(
    (candidate) => candidate.textContent?.trim() === buttonText,
  );
  const form = button?.closest('form');
  if (button === undefined || form === null || form === undefined) {
    throw new Error(`No "${buttonText}" button in a form at ${pageUrl}:\n${html}`);
  }
  const fields = new URLSearchParams();
  for (const field of form.querySelectorAll<HTMLInputElement | HTMLSelectElement>(
    'input[name], select[name]',
  )) {
    fields.append(field.name, field.value);
  }
  if (button.name) fields.append(button.name, button.value);
  const action = new URL(form.getAttribute('action') ?? '', pageUrl);
  return fetch(action, { method: 'POST', body: fields, redirect: 'manual' });
}
