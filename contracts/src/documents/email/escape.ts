const ENTITIES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

/** Escapes text for both element content and quoted attribute values. */
export const escapeHtml = (text: string): string =>
  text.replace(/[&<>"']/g, (char) => ENTITIES[char]);

/** User text with its line breaks kept: escaped first, so only our own <br> tags are markup. */
export const escapeMultiline = (text: string): string =>
  escapeHtml(text.replace(/\r\n?/g, '\n')).split('\n').join('<br>');
