import { MAX_PAYMENT_GRACE_DAYS } from '@/shared/members';
import type { SiteSettings } from '@/shared/types';
import { Field } from '../../components/Field';
import { inputClass } from '../../components/ui';
import { Section } from './Section';

/** Settings → Payments: how long a member whose card failed keeps paid access while Stripe retries. */
export function PaymentSettings({
  form,
  onChange,
  error,
}: {
  form: SiteSettings;
  onChange: (change: Partial<SiteSettings>) => void;
  error?: string;
}) {
  return (
    <Section title="Payments" description="What happens when a paying member's payment fails.">
      <Field
        id="settings-grace-days"
        label="Payment grace period (days)"
        hint="A member keeps paid access this many days after a failed payment, while Stripe retries the card."
      >
        <input
          id="settings-grace-days"
          type="number"
          inputMode="numeric"
          min={0}
          max={MAX_PAYMENT_GRACE_DAYS}
          step={1}
          className={`${inputClass} max-w-32`}
          value={Number.isNaN(form.paymentGraceDays) ? '' : form.paymentGraceDays}
          onChange={(e) => onChange({ paymentGraceDays: e.target.value === '' ? Number.NaN : Number(e.target.value) })}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? 'settings-grace-days-hint settings-grace-days-error' : 'settings-grace-days-hint'}
        />
        {error && (
          <p id="settings-grace-days-error" className="text-sm text-red-600 dark:text-red-400">
            {error}
          </p>
        )}
      </Field>
    </Section>
  );
}
