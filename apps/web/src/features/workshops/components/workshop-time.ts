/** A workshop's start and length in the reader's own zone, e.g. "Wed 10 Jun, 18:00 · 90 min". */
export function formatWorkshopTime(startsAt: string, durationMinutes: number) {
  const when = new Intl.DateTimeFormat(undefined, {
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    hour: '2-digit',
    minute: '2-digit',
  }).format(new Date(startsAt));
  return `${when} · ${durationMinutes} min`;
}

export const seatsLeftText = (seatsLeft: number, seats: number) =>
  seatsLeft === 0 ? `Full (${seats} seats)` : `${seatsLeft} of ${seats} seats left`;
