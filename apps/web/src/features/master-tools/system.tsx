/** Master tool 8, system: a placeholder for the page shell to compile; its own branch (issue-12b) replaces this file. */
export function SystemTool() {
  return null;
}
