/** Master tool 7, site analytics: a placeholder for the page shell to compile; its own branch (issue-12b) replaces this file. */
export function SiteAnalyticsTool() {
  return null;
}
