// A date as the spec shows it ('HH:mm D MMM YYYY', London time), with the full ISO instant as a tooltip; a dash when
// there is none. Takes whatever a DateTime scalar arrives as (an ISO string from the API).
import { EMPTY_VALUE, formatDateTime } from '../../domain/dates';

export function DateTimeText({ value }: { value: unknown }) {
  const text = value instanceof Date ? value.toISOString() : typeof value === 'string' ? value : '';
  const shown = formatDateTime(text);
  if (shown === EMPTY_VALUE) return <>{EMPTY_VALUE}</>;
  return (
    <time dateTime={text} title={text}>
      {shown}
    </time>
  );
}
