/** Master tool 6, the contact inbox: a placeholder for the page shell to compile; its own branch (issue-12b) replaces this file. */
export function ContactInboxTool() {
  return null;
}
