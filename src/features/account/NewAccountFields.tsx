/** The fields of a new account: full name, then a new password and its confirmation (`prefix` keeps ids unique). */
import type { ReactNode } from 'react';
import { inputClass, labelClass } from '@/browser/ui';
import { LIMITS } from '@/shared/limits';
import { VALIDATION } from '@/shared/messages';

export function NewAccountFields({ prefix, children }: { prefix: string; children?: ReactNode }) {
  return (
    <>
      <div>
        <label htmlFor={`${prefix}-name`} className={labelClass}>
          Full Name
        </label>
        <input
          id={`${prefix}-name`}
          type="text"
          required
          autoComplete="name"
          maxLength={LIMITS.name}
          name="name"
          className={inputClass}
        />
      </div>
      {/* Between the name and the password: the sign-up form's email. */}
      {children}
      <div>
        <label htmlFor={`${prefix}-password`} className={labelClass}>
          Password
        </label>
        <input
          id={`${prefix}-password`}
          type="password"
          required
          autoComplete="new-password"
          aria-describedby={`${prefix}-password-rule`}
          name="password"
          className={inputClass}
        />
        <p id={`${prefix}-password-rule`} className="mt-1.5 text-xs text-zinc-600 dark:text-zinc-400">
          {VALIDATION.passwordRule}
        </p>
      </div>
      <div>
        <label htmlFor={`${prefix}-confirm`} className={labelClass}>
          Confirm Password
        </label>
        <input
          id={`${prefix}-confirm`}
          type="password"
          required
          autoComplete="new-password"
          name="confirm"
          className={inputClass}
        />
      </div>
    </>
  );
}
