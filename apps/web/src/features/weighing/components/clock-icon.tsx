import { Icon } from '@/components/icon';

/** The clock that marks a record waiting to sync, in the list and in the header. */
export function ClockIcon() {
  return (
    <Icon className="h-4 w-4" strokeWidth={2}>
      <circle cx="12" cy="12" r="8" />
      <path d="M12 8v4l3 2" />
    </Icon>
  );
}
