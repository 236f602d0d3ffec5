/** Master tool 4, emission factors per year: a placeholder for the page shell to compile; its own branch (issue-12b) replaces this file. */
export function EmissionFactorsTool() {
  return null;
}
