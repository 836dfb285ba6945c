import { History } from 'lucide-react';
import { Link } from 'react-router';
import type { SiteSettings } from '@/shared/types';
import { Switch } from '../../components/Switch';
import { secondaryButton } from '../../components/ui';
import { Section } from './Section';

/** Settings → Security: what staff accounts must have to sign in, and where to read what staff did. */
export function SecuritySettings({ form, onChange }: { form: SiteSettings; onChange: (change: Partial<SiteSettings>) => void }) {
  return (
    <Section title="Security" description="How staff sign in, and what they did.">
      <div className="flex items-center justify-between gap-4">
        <div>
          <p className="text-sm font-medium text-gray-700 dark:text-gray-200">Require two-factor authentication for staff</p>
          <p className="text-sm text-gray-500 dark:text-gray-400">
            Staff without a passkey or an authenticator app can then only open Account → Security to add one. Add one to your own
            account first.
          </p>
        </div>
        <Switch
          label="Require two-factor authentication for staff"
          checked={form.requireStaff2fa}
          onChange={(on) => onChange({ requireStaff2fa: on })}
        />
      </div>
      <div className="mt-5 flex items-center justify-between gap-4">
        <div>
          <p className="text-sm font-medium text-gray-700 dark:text-gray-200">Verify new devices by email</p>
          <p className="text-sm text-gray-500 dark:text-gray-400">
            Staff signing in with a password alone on a browser not seen before get a 6-digit code by email. It needs a mail
            service (SMTP_URL): without one the check is skipped.
          </p>
        </div>
        <Switch
          label="Verify new devices by email"
          checked={form.staffDeviceVerification}
          onChange={(on) => onChange({ staffDeviceVerification: on })}
        />
      </div>
      <div className="mt-5 border-t border-gray-200 pt-4 dark:border-gray-800">
        <p className="text-sm text-gray-600 dark:text-gray-400">
          History records every change staff make and every staff sign-in, and nobody can edit it.
        </p>
        <Link to="/admin/history" className={`${secondaryButton} mt-3`}>
          <History aria-hidden="true" className="h-4 w-4" />
          Open History
        </Link>
      </div>
    </Section>
  );
}
