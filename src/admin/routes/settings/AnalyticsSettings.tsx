import type { SiteSettings } from '@/shared/types';
import { Field } from '../../components/Field';
import { Switch } from '../../components/Switch';
import { inputClass } from '../../components/ui';
import { Section } from './Section';

/** Settings → Analytics: the tracker on public pages, and how newsletter opens and clicks are counted. */
export function AnalyticsSettings({ form, onChange }: { form: SiteSettings; onChange: (change: Partial<SiteSettings>) => void }) {
  return (
    <Section title="Analytics" description="Counting readers without cookies, and what newsletters do.">
      <div className="flex items-center justify-between gap-4">
        <div>
          <p className="text-sm font-medium text-gray-700 dark:text-gray-200">Web analytics</p>
          <p className="text-sm text-gray-500 dark:text-gray-400">
            Pageviews, visitors and sources, counted without cookies or storage in the browser.
          </p>
        </div>
        <Switch
          label="Web analytics"
          checked={form.webAnalytics === 'on'}
          onChange={(on) => onChange({ webAnalytics: on ? 'on' : 'off' })}
        />
      </div>
      <Field id="settings-email-tracking" label="Email tracking" hint="Opens and clicks of newsletters, counted per send.">
        <select
          id="settings-email-tracking"
          className={inputClass}
          value={form.emailTracking}
          onChange={(e) => onChange({ emailTracking: e.target.value === 'off' ? 'off' : 'aggregate' })}
          aria-describedby="settings-email-tracking-hint"
        >
          <option value="aggregate">Aggregate: count opens and clicks, nobody identified</option>
          <option value="off">Off: plain links, no open pixel</option>
        </select>
      </Field>
    </Section>
  );
}
