/** Master tool 5, the audit log: a placeholder for the page shell to compile; its own branch (issue-12b) replaces this file. */
export function AuditLogTool() {
  return null;
}
