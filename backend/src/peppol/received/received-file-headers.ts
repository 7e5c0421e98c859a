/** Types a browser may be told safely: shown, never run. SVG is no such image: it runs scripts. */
const SHOWN_AS_DECLARED = /^(application\/pdf|image\/(png|jpeg|gif|webp))$/;

/**
 * The type to serve a stranger's file as: its declared type only when it is a PDF or an image;
 * an HTML "attachment" served as such would run its scripts on our origin.
 */
export const safeAttachmentType = (mime: string): string => {
  const declared = mime.split(';')[0]?.trim().toLowerCase() ?? '';
  return SHOWN_AS_DECLARED.test(declared) ? declared : 'application/octet-stream';
};

/** A download that is never sniffed into something else, nor cached. */
export const attachmentHeaders = (filename: string, type: string): Record<string, string> => {
  const ascii = filename.replace(/[^\x20-\x7E]|["\\]/g, '_');
  return {
    'Content-Type': type,
    'Content-Disposition': `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(filename)}`,
    'X-Content-Type-Options': 'nosniff',
    'Cache-Control': 'no-store',
  };
};
