import type { Language } from '@ecopeso/shared/languages';

/**
 * Screenshots of the real app on the public pages: made by `npm run screenshots` (scripts/screenshots.ts) from the
 * running product with the demo data, in every language, as AVIF and WebP in two widths each.
 */
export const SCREENSHOTS = {
  /** The weighing entry page on a small tablet (600 × 960), the whole form in view. */
  entry: { widths: [360, 720], width: 360, height: 576 },
  /** The analysis dashboard on a desktop screen. */
  dashboard: { widths: [640, 1280], width: 640, height: 400 },
} as const;

export type ScreenshotName = keyof typeof SCREENSHOTS;
export const SCREENSHOT_FORMATS = ['avif', 'webp'] as const;

/** Public URL of one screenshot file, e.g. /screenshots/entry-en-720.webp. */
export function screenshotUrl(name: ScreenshotName, lang: Language, width: number, format: string): string {
  return `/screenshots/${name}-${lang}-${width}.${format}`;
}
