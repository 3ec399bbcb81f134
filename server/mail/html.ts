/** A text as HTML: the five characters that could open markup or end an attribute, as character references. */
export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}
