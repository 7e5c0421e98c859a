import type { OnlineMethodName } from '../invoice-view.js';
import type { EmailContent, LabelledValue, PaymentSection } from './email-content.js';
import { escapeHtml, escapeMultiline } from './escape.js';

/**
 * Mail clients (Outlook's Word engine, Gmail) drop <style> blocks and external CSS and ignore
 * most layout CSS, so the layout is nested tables with inline styles and a fixed 640 px width.
 */
const FONT = 'font-family:Arial,Helvetica,sans-serif;';
const TEXT = `${FONT}font-size:15px;line-height:22px;color:#1c1c21;`;
const MUTED = `${FONT}font-size:13px;line-height:20px;color:#6b6b75;`;

const BUTTON_COLOURS: Record<OnlineMethodName, { background: string; text: string }> = {
  mollie: { background: '#1d4ed8', text: '#ffffff' },
  paypal: { background: '#ffc439', text: '#111111' },
  stripe: { background: '#635bff', text: '#ffffff' },
};

const row = (content: string, padding = '0 32px 24px'): string =>
  `<tr><td style="padding:${padding};${TEXT}">${content}</td></tr>`;

const detailsTable = (lines: LabelledValue[], strongLast: boolean): string => {
  const cells = lines.map((line, index) => {
    const weight = strongLast && index === lines.length - 1 ? 'font-weight:bold;' : '';
    return (
      `<tr><td style="padding:4px 16px 4px 0;${MUTED}">${escapeHtml(line.label)}</td>` +
      `<td style="padding:4px 0;${TEXT}${weight}">${escapeHtml(line.value)}</td></tr>`
    );
  });
  return `<table role="presentation" cellpadding="0" cellspacing="0" border="0">${cells.join('')}</table>`;
};

/** A "bulletproof" button: a table cell carries the colour, so Outlook shows it too. */
const button = (section: Extract<PaymentSection, { kind: 'button' }>): string => {
  const colours = BUTTON_COLOURS[section.method];
  const style = `display:inline-block;padding:12px 28px;${FONT}font-size:15px;font-weight:bold;color:${colours.text};text-decoration:none;`;
  const label = escapeHtml(section.label);
  const inner =
    section.url === null
      ? `<span style="${style}">${label}</span>`
      : `<a href="${escapeHtml(section.url)}" target="_blank" rel="noopener noreferrer" style="${style}">${label}</a>`;
  return (
    `<table role="presentation" cellpadding="0" cellspacing="0" border="0"><tr>` +
    `<td align="center" style="border-radius:6px;background-color:${colours.background};">${inner}</td>` +
    `</tr></table>`
  );
};

const paymentRow = (section: PaymentSection): string => {
  const intro = `<p style="margin:0 0 12px;${TEXT}">${escapeHtml(section.intro)}</p>`;
  return row(
    intro + (section.kind === 'bank' ? detailsTable(section.details, false) : button(section)),
  );
};

export const emailHtml = (content: EmailContent): string => {
  const rows = [
    row(
      `<h1 style="margin:0;${FONT}font-size:22px;line-height:28px;color:#1c1c21;">${escapeHtml(content.heading)}</h1>`,
      '32px 32px 24px',
    ),
    ...(content.reference === null
      ? []
      : [row(`<p style="margin:0;${TEXT}font-weight:bold;">${escapeHtml(content.reference)}</p>`)]),
    ...(content.message === null
      ? []
      : [row(`<p style="margin:0;${TEXT}">${escapeMultiline(content.message)}</p>`)]),
    row(detailsTable(content.summary, true)),
    ...content.legalNotices.map((notice) =>
      row(`<p style="margin:0;${TEXT}">${escapeHtml(notice)}</p>`),
    ),
    ...content.payments.map(paymentRow),
    row(`<p style="margin:0;${MUTED}">${escapeHtml(content.attachmentNote)}</p>`),
    ...(content.signature.length === 0
      ? []
      : [
          row(
            `<p style="margin:0;${MUTED}">${content.signature.map(escapeHtml).join('<br>')}</p>`,
            '0 32px 32px',
          ),
        ]),
  ];
  return (
    `<!DOCTYPE html><html lang="${content.locale}"><head><meta charset="utf-8">` +
    `<meta name="viewport" content="width=device-width, initial-scale=1">` +
    `<title>${escapeHtml(content.subject)}</title></head>` +
    `<body style="margin:0;padding:0;background-color:#f4f4f5;">` +
    `<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" style="background-color:#f4f4f5;">` +
    `<tr><td align="center" style="padding:24px 12px;">` +
    `<table role="presentation" width="640" cellpadding="0" cellspacing="0" border="0" ` +
    `style="width:640px;max-width:640px;background-color:#ffffff;border-radius:8px;">` +
    rows.join('') +
    `</table></td></tr></table></body></html>`
  );
};
