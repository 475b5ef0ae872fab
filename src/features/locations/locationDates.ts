// A calendar day as the location page shows it ('12 Jun 2025'); the H&S rating date is a day, not an instant.
import { DateTime } from 'luxon';
import { EMPTY_VALUE } from '../../../domain/dates';

export function formatDay(value: string | null | undefined): string {
  if (!value) return EMPTY_VALUE;
  const day = DateTime.fromISO(value, { zone: 'utc' });
  return day.isValid ? day.toFormat('d MMM yyyy') : value;
}

/** Coordinates to six decimals (about 10 cm), latitude first. */
export function formatCoordinates(latitude: number | null | undefined, longitude: number | null | undefined): string {
  if (latitude === null || latitude === undefined || longitude === null || longitude === undefined) return EMPTY_VALUE;
  return `${latitude.toFixed(6)}, ${longitude.toFixed(6)}`;
}
