/** What the page says under a form field: the element its `aria-describedby` names (null when there is none). */
export const messageOf = (field: HTMLElement) => document.getElementById(field.getAttribute('aria-describedby') ?? '');

/** The error shown under a field (the `<id>-error` element its control is described by), undefined when none. */
export const errorUnder = (field: HTMLElement) =>
  field.getAttribute('aria-describedby')?.includes(`${field.id}-error`)
    ? document.getElementById(`${field.id}-error`)?.textContent
    : undefined;
