import { Save } from 'lucide-react';
import { useEffect, useState, type SubmitEvent } from 'react';
import { httpUrl } from '@/shared/schemas';
import { siteSettings } from '@/shared/settings-schemas';
import { VALIDATION } from '@/shared/messages';
import type { SiteSettings } from '@/shared/types';
import { Field } from '../components/Field';
import { PageHeader } from '../components/PageHeader';
import { ErrorState, LoadingState } from '../components/States';
import { inputClass, primaryButton } from '../components/ui';
import { loadSettings, saveSettings } from '../stores/settings';
import { showToast } from '@/stores/toasts';
import { errorMessage } from '@/browser/api';
import { LogoUploader } from './settings/LogoUploader';
import { Section } from './settings/Section';
import { SecuritySettings } from './settings/SecuritySettings';
import { ImportExport } from './settings/ImportExport';
import { FediverseSettings } from './settings/Fediverse';
import { TiersSettings } from './settings/Tiers';
import { AnalyticsSettings } from './settings/AnalyticsSettings';
import { PaymentSettings } from './settings/PaymentSettings';

type Errors = Partial<Record<keyof SiteSettings, string>>;
/** The settings typed in as text. */
type TextSetting = { [K in keyof SiteSettings]: SiteSettings[K] extends string ? K : never }[keyof SiteSettings];

function validate(s: SiteSettings): Errors {
  const errors: Errors = {};
  if (!s.title.trim()) errors.title = 'Site title is required.';
  if (!s.description.trim()) errors.description = 'Site description is required.';
  if (!httpUrl.safeParse(s.twitterUrl).success) errors.twitterUrl = 'Please enter a valid URL.';
  if (!httpUrl.safeParse(s.githubUrl).success) errors.githubUrl = 'Please enter a valid URL.';
  if (!siteSettings.shape.paymentGraceDays.safeParse(s.paymentGraceDays).success) errors.paymentGraceDays = VALIDATION.graceDays;
  return errors;
}

/** Every IANA zone the browser knows, UTC first, and the stored one even if this browser lacks it. */
function timeZones(current: string): string[] {
  const known = Intl.supportedValuesOf('timeZone').filter((z) => z !== 'UTC');
  return ['UTC', ...(known.includes(current) || current === 'UTC' ? [] : [current]), ...known];
}

export function Settings() {
  const [form, setForm] = useState<SiteSettings | null>(null);
  const [loadError, setLoadError] = useState('');
  const [errors, setErrors] = useState<Errors>({});
  const [saving, setSaving] = useState(false);

  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    loadSettings()
      .then(setForm)
      .catch((err: Error) => setLoadError(err.message || 'Failed to load settings.'));
  }, [attempt]);
  const load = () => {
    setLoadError('');
    setAttempt((n) => n + 1);
  };

  if (loadError) return <ErrorState message={loadError} onRetry={load} />;
  if (!form) return <LoadingState label="Loading settings..." />;

  const patch = (change: Partial<SiteSettings>) => {
    setForm({ ...form, ...change });
    setErrors({ ...errors, ...Object.fromEntries(Object.keys(change).map((k) => [k, undefined])) });
  };
  const set = (field: keyof SiteSettings) => (value: string) => {
    setForm({ ...form, [field]: value });
    setErrors({ ...errors, [field]: undefined });
  };

  async function submit(e: SubmitEvent) {
    e.preventDefault();
    if (!form) return;
    const found = validate(form);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    const trimmed: SiteSettings = {
      ...form,
      title: form.title.trim(),
      description: form.description.trim(),
      twitterUrl: form.twitterUrl.trim(),
      githubUrl: form.githubUrl.trim(),
    };
    setSaving(true);
    try {
      await saveSettings(trimmed);
      showToast('Settings saved successfully!', 'success');
    } catch (err) {
      // The server's words where they say what to do (add a second factor first); else the plain failure.
      showToast(errorMessage(err, 'Failed to save settings.', { shown: (e) => e.code === 'TWO_FACTOR_REQUIRED' }), 'error');
    } finally {
      setSaving(false);
    }
  }

  const text = (field: TextSetting, label: string, opts: { type?: string; placeholder?: string; required?: boolean } = {}) => (
    <Field id={`settings-${field}`} label={label} required={opts.required}>
      <input
        id={`settings-${field}`}
        type={opts.type ?? 'text'}
        className={inputClass}
        value={form[field]}
        onChange={(e) => set(field)(e.target.value)}
        placeholder={opts.placeholder}
        aria-invalid={errors[field] ? true : undefined}
        aria-describedby={errors[field] ? `settings-${field}-error` : undefined}
      />
      {errors[field] && (
        <p id={`settings-${field}-error`} className="text-sm text-red-600 dark:text-red-400">
          {errors[field]}
        </p>
      )}
    </Field>
  );

  return (
    <div className="max-w-3xl space-y-6">
      <form onSubmit={submit} noValidate>
        <PageHeader title="Site Settings" description="Name, branding and links shown across the public site." />
        <div className="space-y-6">
          <Section title="General" description="The site's name and what it is about.">
            {text('title', 'Site Title', { required: true })}
            <Field id="settings-description" label="Site Description" required>
              <textarea
                id="settings-description"
                className={`${inputClass} min-h-24`}
                value={form.description}
                onChange={(e) => set('description')(e.target.value)}
                aria-invalid={errors.description ? true : undefined}
                aria-describedby={errors.description ? 'settings-description-error' : undefined}
              />
              {errors.description && (
                <p id="settings-description-error" className="text-sm text-red-600 dark:text-red-400">
                  {errors.description}
                </p>
              )}
            </Field>
            <Field
              id="settings-timezone"
              label="Time zone"
              hint="Scheduled posts go out, and admin screens show times, on this clock."
            >
              <select
                id="settings-timezone"
                className={inputClass}
                value={form.timezone}
                onChange={(e) => set('timezone')(e.target.value)}
                aria-describedby="settings-timezone-hint"
              >
                {timeZones(form.timezone).map((zone) => (
                  <option key={zone} value={zone}>
                    {zone}
                  </option>
                ))}
              </select>
            </Field>
          </Section>
          <Section title="Branding" description="Logos for the light and dark themes. The dark logo falls back to the light one.">
            <div className="grid grid-cols-1 gap-5 md:grid-cols-2">
              <LogoUploader label="Light Logo" value={form.logoLightUrl} onChange={set('logoLightUrl')} />
              <LogoUploader label="Dark Logo" value={form.logoDarkUrl} onChange={set('logoDarkUrl')} dark />
            </div>
          </Section>
          <Section title="Social Links" description="Profiles linked from the site footer.">
            {text('twitterUrl', 'Twitter URL', { type: 'url', placeholder: 'https://twitter.com/yourname' })}
            {text('githubUrl', 'GitHub URL', { type: 'url', placeholder: 'https://github.com/yourname' })}
          </Section>
          <AnalyticsSettings form={form} onChange={patch} />
          <PaymentSettings form={form} onChange={patch} error={errors.paymentGraceDays} />
          <SecuritySettings form={form} onChange={patch} />
          <div className="flex justify-end">
            <button type="submit" className={primaryButton} disabled={saving}>
              <Save aria-hidden="true" className="h-4 w-4" />
              {saving ? 'Saving...' : 'Save All Settings'}
            </button>
          </div>
        </div>
      </form>
      {/* Outside the form: its file field and buttons are not settings to save. */}
      <TiersSettings />
      <FediverseSettings />
      <ImportExport />
    </div>
  );
}
