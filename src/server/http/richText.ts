import sanitizeHtml from 'sanitize-html';

/**
 * The HTML a stored rich text (a recognition note) or a rendered mail may keep: the rich-text editor's
 * formatting and links, nothing that runs — no script, style, event handler, form, frame or
 * javascript: address (sanitize-html's allow-list; docs/security.md).
 */
const RICH_TEXT: sanitizeHtml.IOptions = {
  allowedTags: ['p', 'br', 'strong', 'b', 'em', 'i', 'u', 's', 'strike', 'blockquote', 'code', 'pre', 'ul', 'ol', 'li', 'h1', 'h2', 'h3', 'h4', 'a', 'span', 'hr', 'table', 'thead', 'tbody', 'tr', 'th', 'td'],
  allowedAttributes: { a: ['href', 'title', 'target', 'rel'] },
  allowedSchemes: ['http', 'https', 'mailto'],
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  transformTags: { a: sanitizeHtml.simpleTransform('a', { rel: 'noopener noreferrer' }) },
};

/** Rich text with every tag and attribute outside the allow-list removed. */
export const cleanRichText = (html: string): string => sanitizeHtml(html, RICH_TEXT);

/** The text a person typed, without any markup: whether rich text has any content at all. */
export const plainTextOf = (html: string): string => sanitizeHtml(html, { allowedTags: [], allowedAttributes: {} }).replace(/&nbsp;/g, ' ').trim();
