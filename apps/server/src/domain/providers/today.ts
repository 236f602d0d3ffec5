/** Today's date (YYYY-MM-DD) in São Paulo: licences expire by the Brazilian calendar, not the server's. */
export function todayInBrazil(now: Date = new Date()): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Sao_Paulo' }).format(now);
}
