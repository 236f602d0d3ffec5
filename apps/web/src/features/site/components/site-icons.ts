/**
 * The public pages' line icons (drawn for Ecopeso on the 24 × 24 grid of components/icon.tsx): each one path `d` for
 * `<Icon d={…} />`, its strokes and circles written as subpaths of that one path.
 */

/** A circle as path data: two half arcs from its left edge. */
const circle = (cx: number, cy: number, r: number) =>
  `M${cx - r} ${cy}a${r} ${r} 0 1 0 ${2 * r} 0a${r} ${r} 0 1 0 ${-2 * r} 0`;
const icon = (...subpaths: string[]) => subpaths.join(' ');
const ROUNDED_SQUARE = 'M7 3h10a4 4 0 0 1 4 4v10a4 4 0 0 1-4 4H7a4 4 0 0 1-4-4V7a4 4 0 0 1 4-4z';

/** The icons of the pages' cards and lists. */
export const PAGE_ICONS = {
  chart: icon('M3 3v18h18', 'M7 15l4-4 3 3 5-6'),
  savings: icon('M3 7l6 6 4-4 8 8', 'M21 11v6h-6'),
  clipboard: icon('M9 3h6v3H9z', 'M8 5H5v16h14V5h-3', 'M9 13l2 2 4-4'),
  fileCheck: icon('M14 3H6v18h12V7z', 'M14 3v4h4', 'M9 14l2 2 4-4'),
  target: icon(circle(12, 12, 9), circle(12, 12, 5), circle(12, 12, 1)),
  bolt: 'M13 2L4 14h7l-1 8 9-12h-7z',
  document: icon('M14 3H6v18h12V7z', 'M14 3v4h4', 'M9 12h6M9 16h6'),
  recycle: icon('M20 12a8 8 0 1 1-2.3-5.7', 'M20 4v5h-5'),
  columns: 'M3 21h18M6 21V11M11 21V4M16 21v-7M21 21V8',
  truck: icon('M2 6h12v10H2z', 'M14 10h4l3 3v3h-7', circle(6, 18, 2), circle(17, 18, 2)),
  sliders: icon('M4 6h8M16 6h4M4 12h2M10 12h10M4 18h10M18 18h2', circle(14, 6, 2), circle(8, 12, 2), circle(16, 18, 2)),
  device: icon('M7 2h10v20H7z', 'M11 18h2'),
  leaf: icon('M5 21c0-9 6-15 15-16-1 9-7 15-15 16z', 'M5 21l8-8'),
  bulb: icon('M9 18h6M10 21h4', 'M12 3a6 6 0 0 0-4 10.5c.8.8 1 1.5 1 2.5h6c0-1 .2-1.7 1-2.5A6 6 0 0 0 12 3z'),
  star: 'M12 3l2.8 5.7 6.2.9-4.5 4.4 1 6.2-5.5-2.9-5.5 2.9 1-6.2L3 9.6l6.2-.9z',
  eye: icon('M2 12s3.5-7 10-7 10 7 10 7-3.5 7-10 7S2 12 2 12z', circle(12, 12, 3)),
  layers: 'M12 3l9 5-9 5-9-5zM3 13l9 5 9-5',
  check: 'M5 12l5 5 9-10',
};

/** The contact channels and social networks (footer, contact page, chat button). */
export const CONTACT_ICONS = {
  mail: icon('M3 5h18v14H3z', 'M3 6l9 7 9-7'),
  phone: 'M5 3h4l2 5-2.5 1.5a11 11 0 0 0 6 6L16 13l5 2v4a2 2 0 0 1-2 2A16 16 0 0 1 3 5a2 2 0 0 1 2-2z',
  chat: icon(
    'M3.5 20.5l1.3-4A8.5 8.5 0 1 1 8 19.4z',
    'M9 9.5c0 3 2.5 5.5 5.5 5.5l1-1.5-2-1-1 .8a4 4 0 0 1-1.8-1.8l.8-1-1-2z',
  ),
  instagram: icon(ROUNDED_SQUARE, circle(12, 12, 4), 'M17.5 6.5h.01'),
  linkedin: icon(ROUNDED_SQUARE, 'M8 11v6M8 7.5v.01M12 17v-6M12 13.5a2.5 2.5 0 0 1 5 0V17'),
  youtube: icon(
    'M2.5 8.5a3.5 3.5 0 0 1 3.5-3.5h12a3.5 3.5 0 0 1 3.5 3.5v7a3.5 3.5 0 0 1-3.5 3.5H6a3.5 3.5 0 0 1-3.5-3.5z',
    'M10 9l5 3-5 3z',
  ),
};
