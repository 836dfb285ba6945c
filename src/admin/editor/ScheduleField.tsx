import { Field } from '../components/Field';
import { inputClass } from '../components/ui';
import { timeAgo } from '../lib/dates';
import { fromZonedInput, toZonedInput, zoneLabel } from '../lib/zoned-time';

interface Props {
  /** The chosen moment (ISO, UTC), or empty. */
  value: string;
  /** The site's time zone, in which the time is shown and picked. */
  zone: string;
  onChange: (iso: string) => void;
}

/** When a scheduled post goes out, picked on the site's clock, with the zone and how far off it is. */
export function ScheduleField({ value, zone, onChange }: Props) {
  const shown = value ? toZonedInput(value, zone) : '';
  const hint = value ? `${zone} (${zoneLabel(value, zone)}) · ${timeAgo(value)}` : `Times are in the site's time zone, ${zone}.`;
  return (
    <Field id="post-publish-at" label="Publish on" hint={hint} required>
      <input
        id="post-publish-at"
        type="datetime-local"
        className={inputClass}
        value={shown}
        aria-describedby="post-publish-at-hint"
        onChange={(e) => onChange(fromZonedInput(e.target.value, zone) ?? '')}
      />
    </Field>
  );
}

/** A sensible first choice: the next full hour, at least 30 minutes ahead. */
export function defaultPublishAt(now = Date.now()): string {
  const hour = 60 * 60_000;
  return new Date(Math.ceil((now + 30 * 60_000) / hour) * hour).toISOString();
}
