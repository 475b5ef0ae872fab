// A date as the spec shows it ('HH:mm D MMM YYYY', London time), with the full ISO instant as a tooltip.
import { formatDateTime, EMPTY_VALUE } from '../../domain/dates';

export function DateTimeText({ value }: { value: string | null | undefined | unknown }) {
  if (value === null || value === undefined || value === '') return <>{EMPTY_VALUE}</>;
  const text = String(value);
  return <time dateTime={text} title={text}>{formatDateTime(text)}</time>;
}
