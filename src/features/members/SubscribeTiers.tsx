/**
 * `/subscribe`: the active tiers with their monthly and yearly prices; Subscribe starts Stripe Checkout.
 * `?returnTo=` (the paywall box's post) is where leaving checkout, or signing in first, comes back to.
 */
import { useStore } from '@nanostores/react';
import { useEffect, useState } from 'react';
import type { Cadence } from '@/shared/members';
import { PAYWALL_WORDS } from '@/shared/members';
import type { Tier } from '@/shared/types';
import { api, errorMessage } from '@/browser/api';
import { Notice, primaryButton, outlineButton } from '@/browser/ui';
import { $auth } from '@/stores/auth';
import { formatPrice } from '@/shared/money';
import { returnToOf, withReturnTo } from '@/shared/return-path';

export default function SubscribeTiers() {
  const auth = useStore($auth);
  const [tiers, setTiers] = useState<Tier[] | null>(null);
  const [error, setError] = useState('');
  const [busy, setBusy] = useState('');
  useEffect(() => {
    api.get<Tier[]>('/tiers').then(
      (r) => setTiers(r.data.filter((t) => t.active)),
      (e) => setError(errorMessage(e, 'Could not load the plans.')),
    );
  }, []);

  async function subscribe(tier: Tier, cadence: Cadence) {
    const returnTo = returnToOf(window.location.search) ?? undefined;
    if (auth.status !== 'signedIn')
      return window.location.assign(withReturnTo('/login', window.location.pathname + window.location.search));
    setBusy(`${tier.id}:${cadence}`);
    setError('');
    try {
      const { data } = await api.post<{ url: string }>('/members/checkout', { tierId: tier.id, cadence, returnTo });
      window.location.assign(data.url);
    } catch (e) {
      setError(errorMessage(e, 'Could not start the checkout.'));
      setBusy('');
    }
  }

  if (!tiers) return error ? <Notice tone="error">{error}</Notice> : <p className="text-sm text-zinc-500">Loading plans...</p>;
  if (!tiers.length) return <p className="text-zinc-600 dark:text-zinc-400">There are no paid plans yet.</p>;
  return (
    <div className="space-y-6">
      {error && <Notice tone={error === PAYWALL_WORDS.notConfigured ? 'info' : 'error'}>{error}</Notice>}
      <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
        {tiers.map((t) => (
          <li key={t.id} className="card flex flex-col p-6" data-tier={t.id}>
            <h2 className="text-xl font-bold text-zinc-900 dark:text-white">{t.name}</h2>
            {t.description && <p className="mt-2 text-sm text-zinc-600 dark:text-zinc-400">{t.description}</p>}
            <p className="mt-4 text-lg font-semibold">
              {formatPrice(t.monthlyPrice, t.currency)} / month · {formatPrice(t.yearlyPrice, t.currency)} / year
            </p>
            {t.benefits.length > 0 && (
              <ul className="mt-4 list-disc space-y-1 pl-5 text-sm">
                {t.benefits.map((b) => (
                  <li key={b}>{b}</li>
                ))}
              </ul>
            )}
            <div className="mt-6 flex flex-wrap gap-2">
              <button
                type="button"
                className={primaryButton}
                disabled={Boolean(busy)}
                aria-label={`Subscribe to ${t.name} monthly`}
                onClick={() => subscribe(t, 'month')}
              >
                Subscribe
              </button>
              <button
                type="button"
                className={outlineButton}
                disabled={Boolean(busy)}
                aria-label={`Subscribe to ${t.name} yearly`}
                onClick={() => subscribe(t, 'year')}
              >
                Subscribe yearly
              </button>
            </div>
          </li>
        ))}
      </ul>
    </div>
  );
}
