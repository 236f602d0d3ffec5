/**
 * A text cell a spreadsheet would run as a formula (=, +, -, @, tab, carriage return first) starts with an
 * apostrophe instead: a client, area or user named "=HYPERLINK(…)" stays text (OWASP CSV injection). Every CSV
 * cell that holds text someone typed goes through it.
 */
export function neutralise(text: string): string {
  return /^[=+\-@\t\r]/.test(text) ? `'${text}` : text;
}
