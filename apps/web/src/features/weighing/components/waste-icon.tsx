import type { WasteType } from '@ecopeso/shared/waste';
import { Icon } from '@/components/icon';

// One pictogram per type, so a type is told apart by shape as well as by colour (WCAG 1.4.1).
const PATHS: Record<WasteType, string> = {
  reciclavel: 'M20.5 13.5A8.5 8.5 0 0 1 5.6 18.4M3.5 10.5a8.5 8.5 0 0 1 14.9-4.9M18.8 2.5v3.6h-3.6M5.2 21.5v-3.6h3.6',
  organico:
    'M12 7.5C10.8 5.6 8.9 5 7 5.4 3.9 6 3.4 9.6 4.3 13c.9 3.5 3.4 7 5.7 7 1 0 1.3-.5 2-.5s1 .5 2 .5c2.3 0 4.8-3.5 5.7-7 .9-3.4.4-7-2.7-7.6-1.9-.4-3.8.2-5 2.1zM12 7.5c0-2 1-3.6 3-4.5',
  rejeito: 'M4 7h16M10 11v6M14 11v6M6 7l1 13h10l1-13M9 7V4h6v3',
  compostavel: 'M12 21v-9M12 12c0-4-3-6.5-7.5-6.5 0 4 3 6.5 7.5 6.5zM12 15c0-4 3-6.5 7.5-6.5 0 4-3 6.5-7.5 6.5z',
};

export function WasteIcon({ type, className = 'h-7 w-7' }: { type: WasteType; className?: string }) {
  return <Icon d={PATHS[type]} className={className} strokeWidth={2} />;
}
