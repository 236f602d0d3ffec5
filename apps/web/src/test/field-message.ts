/** What the page says under a form field: the element its `aria-describedby` names (null when there is none). */
export const messageOf = (field: HTMLElement) => document.getElementById(field.getAttribute('aria-describedby') ?? '');
