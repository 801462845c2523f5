const parisDateTime = new Intl.DateTimeFormat('fr-FR', {
  timeZone: 'Europe/Paris',
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
});

/** 21/11/2025 14:30, as the association reads it, whatever the server's time zone. */
export function formatParisDateTime(value: Date): string {
  return parisDateTime.format(value).replace(',', '');
}
