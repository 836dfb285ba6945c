import { BadgeDollarSign, CreditCard } from 'lucide-react';
import { useEffect, useState } from 'react';
import type { MemberSummary } from '@/shared/types';
import { membersApi } from '../../api/members';
import { revenueText } from '../../lib/revenue';
import { StatCard } from './StatCard';

/** Paid members and monthly recurring revenue, for administrators (revenue is theirs alone to see). */
export function MemberStatCards() {
  const [summary, setSummary] = useState<MemberSummary | null>(null);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    let live = true;
    membersApi
      .summary()
      .then((s) => live && setSummary(s))
      .catch(() => live && setFailed(true));
    return () => {
      live = false;
    };
  }, []);
  const unavailable = failed ? 'Unavailable' : null;
  return (
    <>
      <StatCard
        label="Paid members"
        value={summary ? summary.paid : unavailable}
        Icon={CreditCard}
        tone="emerald"
        to="/admin/members"
      />
      <StatCard
        label="Monthly recurring revenue"
        value={summary ? revenueText(summary.mrr) : unavailable}
        Icon={BadgeDollarSign}
        tone="indigo"
      />
    </>
  );
}
