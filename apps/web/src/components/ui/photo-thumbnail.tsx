import { useState } from 'react';
import { cx } from './cx';

/**
 * A small photo from the API (a container's in the weighing form and the Kitchen tab). One that fails to load —
 * offline and never seen, removed since — takes no room and shows no broken image: what it sits beside still says
 * what it is. `alt=""` where the photo only repeats the text beside it.
 */
export function PhotoThumbnail({ src, alt, className }: { src: string; alt: string; className?: string }) {
  const [failed, setFailed] = useState<string | null>(null);
  if (failed === src) return null;
  return (
    <img
      src={src}
      alt={alt}
      loading="lazy"
      decoding="async"
      onError={() => setFailed(src)}
      className={cx('shrink-0 rounded object-cover', className)}
    />
  );
}
