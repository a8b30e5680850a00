// The one way text is put into HTML by hand (a server page, an e-mail's HTML part, the job
// posting's description in structured data): the five characters that could end a text or an
// attribute value, as numeric references, which every HTML reader decodes the same way.

/** `text` safe inside an element or a quoted attribute value. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}
