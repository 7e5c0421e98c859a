import { useLanguage } from '@app/platform';
import { formatAdminDate, formatRelativeTime } from '../relative-time';

export type RelativeTimeProps = { readonly value: string };

/** '3 hours ago', with the exact moment in a tooltip and for assistive technology. */
export function RelativeTime({ value }: RelativeTimeProps) {
  const language = useLanguage();
  const text = formatRelativeTime(value, new Date(), language) ?? value;
  return (
    <time dateTime={value} title={value}>
      {text}
    </time>
  );
}

export type DateWithRelativeProps = { readonly value: string };

/** The day, and under it how long ago that was. */
export function DateWithRelative({ value }: DateWithRelativeProps) {
  const language = useLanguage();
  return (
    <>
      {formatAdminDate(value, language)}
      <br />
      <span className="admin-muted">
        <RelativeTime value={value} />
      </span>
    </>
  );
}
