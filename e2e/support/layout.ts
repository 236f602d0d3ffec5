import type { Locator } from '@playwright/test';

export interface ValueFit {
  /** The control's width on screen, px. */
  width: number;
  /** What its value needs, px: a select's width with its chosen option only, a field's scrolled size. */
  needed: number;
  /** What it gives its value, px. */
  room: number;
  value: string;
}

/**
 * How a field's value fits in it, as the browser lays it out. A text field or text area: the size of its content
 * against its box (a value that hides behind an edge scrolls). A native select: its width against the width the
 * browser gives a copy of it holding only the chosen option (text, padding and arrow), with no width set.
 */
export function valueFit(control: Locator): Promise<ValueFit> {
  return control.evaluate((el: HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement) => {
    const width = el.getBoundingClientRect().width;
    if (el instanceof HTMLSelectElement) {
      const value = el.selectedOptions[0]?.text ?? '';
      const copy = el.cloneNode(false) as HTMLSelectElement;
      copy.removeAttribute('id');
      copy.append(new Option(value));
      Object.assign(copy.style, {
        width: 'auto',
        minWidth: '0',
        maxWidth: 'none',
        position: 'absolute',
        visibility: 'hidden',
      });
      el.after(copy);
      const needed = copy.getBoundingClientRect().width;
      copy.remove();
      return { width, needed, room: width, value };
    }
    const value = el.value;
    if (el instanceof HTMLTextAreaElement) {
      // Lines wrap: the text is whole when nothing is left below the box.
      return { width, needed: el.scrollHeight, room: el.clientHeight, value };
    }
    return { width, needed: el.scrollWidth, room: el.clientWidth, value };
  });
}
