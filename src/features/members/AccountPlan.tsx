/**
 * `/account`: the signed-in reader's plan, price and next bill date, with Cancel subscription (at
 * the period's end), Resume before then, and Manage billing (Stripe's Billing Portal).
 */
import { useStore } from '@nanostores/react';
import { useEffect, useState } from 'react';
import type { Member, Tier, User } from '@/shared/types';
import { api, errorMessage } from '@/browser/api';
import { Notice, outlineButton, primaryButton } from '@/browser/ui';
import { $auth, setUser } from '@/stores/auth';
import { formatPrice } from '@/shared/money';
import { formatDay } from './money';
import { withReturnTo } from '@/shared/return-path';

export default function AccountPlan() {
  const auth = useStore($auth);
  const [member, setMember] = useState<Member | null>(null);
  const [tier, setTier] = useState<Tier | null>(null);
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    if (auth.status !== 'signedIn') return;
    api.get<User>('/auth/me').then(
      (r) => {
        setUser(r.data);
        setMember(r.data.member ?? null);
      },
      (e) => setError(errorMessage(e, 'Could not load your plan.')),
    );
  }, [auth.status]);
  useEffect(() => {
    if (member?.tierId)
      api.get<Tier>(`/tiers/${encodeURIComponent(member.tierId)}`).then(
        (r) => setTier(r.data),
        () => setTier(null),
      );
  }, [member?.tierId]);

  if (auth.status === 'loading') return <p className="text-sm text-zinc-500">Loading...</p>;
  if (auth.status !== 'signedIn')
    return (
      <p>
        <a className="link" href={withReturnTo('/login', '/account')}>
          Sign in
        </a>{' '}
        to see your plan.
      </p>
    );

  async function act(path: 'cancel' | 'resume' | 'portal') {
    setBusy(true);
    setError('');
    try {
      if (path === 'portal') {
        const { data } = await api.post<{ url: string }>('/members/portal');
        window.location.assign(data.url);
        return;
      }
      setMember((await api.post<Member>(`/members/${path}`)).data);
    } catch (e) {
      setError(errorMessage(e, 'That did not work. Please try again.'));
    }
    setBusy(false);
  }

  const price =
    tier && member?.cadence ? formatPrice(member.cadence === 'month' ? tier.monthlyPrice : tier.yearlyPrice, tier.currency) : '';
  return (
    <section aria-labelledby="plan-title" className="card p-6 sm:p-8" data-member-status={member?.status ?? ''}>
      <h2 id="plan-title" className="section-title">
        Your plan
      </h2>
      {error && <Notice tone="error">{error}</Notice>}
      {!member ? (
        <p className="mt-4 text-sm text-zinc-500">Loading your plan...</p>
      ) : member.status === 'free' ? (
        <div className="mt-4 space-y-4">
          <p>You are a free member.</p>
          <a className={primaryButton} href="/subscribe">
            Subscribe
          </a>
        </div>
      ) : (
        <dl className="mt-4 grid gap-3 sm:grid-cols-2">
          <div>
            <dt className="text-sm text-zinc-500">Plan</dt>
            <dd data-plan-name className="font-semibold">
              {tier?.name ?? '…'}
              {member.status === 'comped' ? ' (complimentary)' : ''}
            </dd>
          </div>
          {price && (
            <div>
              <dt className="text-sm text-zinc-500">Price</dt>
              <dd>
                {price} / {member.cadence}
              </dd>
            </div>
          )}
          {member.status === 'paid' && member.currentPeriodEnd && (
            <div>
              <dt className="text-sm text-zinc-500">{member.cancelAtPeriodEnd ? 'Access ends' : 'Next bill'}</dt>
              <dd data-period-end>{formatDay(member.currentPeriodEnd)}</dd>
            </div>
          )}
        </dl>
      )}
      {member?.status === 'paid' && (
        <div className="mt-6 flex flex-wrap gap-2">
          {member.cancelAtPeriodEnd ? (
            <button type="button" className={primaryButton} disabled={busy} onClick={() => act('resume')}>
              Resume
            </button>
          ) : (
            <button type="button" className={outlineButton} disabled={busy} onClick={() => act('cancel')}>
              Cancel subscription
            </button>
          )}
          <button type="button" className={outlineButton} disabled={busy} onClick={() => act('portal')}>
            Manage billing
          </button>
        </div>
      )}
    </section>
  );
}
