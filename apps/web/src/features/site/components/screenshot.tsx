import { useLanguage } from '@/lib/language';
import { SCREENSHOT_FORMATS, SCREENSHOTS, screenshotUrl, type ScreenshotName } from '../screenshots';

interface ScreenshotProps {
  name: ScreenshotName;
  alt: string;
  /** The `sizes` attribute: how wide the image is shown at each breakpoint. */
  sizes: string;
  /** Above the fold: load at once instead of lazily. */
  eager?: boolean;
  className?: string;
}

/** A screenshot of the app in the page's language: AVIF, then WebP, each in two widths. */
export function Screenshot({ name, alt, sizes, eager = false, className = '' }: ScreenshotProps) {
  const { lang } = useLanguage();
  const shot = SCREENSHOTS[name];
  const srcSet = (format: string) => shot.widths.map((w) => `${screenshotUrl(name, lang, w, format)} ${w}w`).join(', ');
  return (
    <picture>
      {SCREENSHOT_FORMATS.map((format) => (
        <source key={format} type={`image/${format}`} srcSet={srcSet(format)} sizes={sizes} />
      ))}
      <img
        src={screenshotUrl(name, lang, shot.widths[0], 'webp')}
        width={shot.width}
        height={shot.height}
        alt={alt}
        loading={eager ? 'eager' : 'lazy'}
        decoding="async"
        className={`h-auto w-full ${className}`}
      />
    </picture>
  );
}

/** The dashboard's screenshot as the site shows a desktop screen: rounded, ringed and lifted by a shadow. */
export function DesktopScreenshot({ frameClassName = '', ...shot }: ScreenshotProps & { frameClassName?: string }) {
  return (
    <div className={`overflow-hidden rounded-xl shadow-xl ring-1 ring-slate-200 ${frameClassName}`.trim()}>
      <Screenshot {...shot} />
    </div>
  );
}
