const TONES: Record<string, string> = {
  published: 'bg-emerald-100 text-emerald-800 dark:bg-emerald-950 dark:text-emerald-300',
  approved: 'bg-emerald-100 text-emerald-800 dark:bg-emerald-950 dark:text-emerald-300',
  draft: 'bg-gray-100 text-gray-700 dark:bg-gray-800 dark:text-gray-300',
  scheduled: 'bg-sky-100 text-sky-800 dark:bg-sky-950 dark:text-sky-300',
  pending: 'bg-amber-100 text-amber-800 dark:bg-amber-950 dark:text-amber-300',
  spam: 'bg-red-100 text-red-800 dark:bg-red-950 dark:text-red-300',
  confirmed: 'bg-emerald-100 text-emerald-800 dark:bg-emerald-950 dark:text-emerald-300',
  unsubscribed: 'bg-gray-100 text-gray-700 dark:bg-gray-800 dark:text-gray-300',
  'in review': 'bg-violet-100 text-violet-800 dark:bg-violet-950 dark:text-violet-300',
  bounced: 'bg-red-100 text-red-800 dark:bg-red-950 dark:text-red-300',
  queued: 'bg-gray-100 text-gray-700 dark:bg-gray-800 dark:text-gray-300',
  sending: 'bg-sky-100 text-sky-800 dark:bg-sky-950 dark:text-sky-300',
  sent: 'bg-emerald-100 text-emerald-800 dark:bg-emerald-950 dark:text-emerald-300',
  failed: 'bg-red-100 text-red-800 dark:bg-red-950 dark:text-red-300',
};

export function StatusBadge({ status }: { status: string }) {
  const label = status.charAt(0).toUpperCase() + status.slice(1);
  return (
    <span className={`inline-flex rounded-full px-2.5 py-0.5 text-xs font-medium ${TONES[status] ?? TONES.draft}`}>{label}</span>
  );
}
