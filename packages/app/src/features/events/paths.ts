/** The details screen takes the event's uuid in the address, so a reload or a shared link still works. */
export const eventDetailsPath = (uuid: string) =>
  `/events/upcoming/eventDetails?${new URLSearchParams({ uuid })}`;

/** 'Heart Health' → 'app.events.category.heartHealth' (catalog ids are alphanumeric). */
export function categoryMessageId(category: string): string {
  const key = category.replace(/[^A-Za-z0-9]/g, '');
  return `app.events.category.${key.charAt(0).toLowerCase()}${key.slice(1)}`;
}
