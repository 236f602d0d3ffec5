/** Master tool 3, full export of a client or of everything: a placeholder for the page shell to compile; its own branch (issue-12b) replaces this file. */
export function ExportTool() {
  return null;
}
