import type { EmailContent, LabelledValue } from './email-content.js';

const details = (lines: LabelledValue[]): string =>
  lines.map((line) => `${line.label}: ${line.value}`).join('\n');

/** The plain-text part: the same content as the HTML, in the same order. */
export const emailText = (content: EmailContent): string => {
  const blocks = [
    content.heading,
    ...(content.reference === null ? [] : [content.reference]),
    ...(content.message === null ? [] : [content.message.replace(/\r\n?/g, '\n')]),
    details(content.summary),
    ...(content.legalNotices.length === 0 ? [] : [content.legalNotices.join('\n')]),
    ...content.payments.map((section) =>
      section.kind === 'bank'
        ? `${section.intro}\n${details(section.details)}`
        : `${section.intro}\n${section.url === null ? section.label : `${section.label}: ${section.url}`}`,
    ),
    content.attachmentNote,
    ...(content.signature.length === 0 ? [] : [`-- \n${content.signature.join('\n')}`]),
  ];
  return `${blocks.join('\n\n')}\n`;
};
