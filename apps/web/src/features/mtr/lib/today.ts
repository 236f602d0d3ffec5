import { dayInZone, DEFAULT_TIMEZONE } from '@ecopeso/shared/dates';

/** Today in Brasília: the day the server's contracts in force and the MTR systems count by. */
export const todayInBrasilia = () => dayInZone(DEFAULT_TIMEZONE);
