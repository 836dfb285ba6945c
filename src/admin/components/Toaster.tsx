import { useStore } from '@nanostores/react';
import { CheckCircle2, Info, X, XCircle } from 'lucide-react';
import { $toasts, dismissToast } from '@/stores/toasts';

const STYLE = {
  success: { Icon: CheckCircle2, tone: 'text-emerald-600 dark:text-emerald-400', bar: 'bg-emerald-500' },
  error: { Icon: XCircle, tone: 'text-red-600 dark:text-red-400', bar: 'bg-red-500' },
  info: { Icon: Info, tone: 'text-sky-600 dark:text-sky-400', bar: 'bg-sky-500' },
} as const;

/** Top-right notifications; each leaves after five seconds or when dismissed. */
export function Toaster() {
  const toasts = useStore($toasts);
  const item = (t: (typeof toasts)[number]) => {
    const { Icon, tone, bar } = STYLE[t.type];
    return (
      <div
        key={t.id}
        role={t.type === 'error' ? 'alert' : undefined}
        className="admin-toast-enter pointer-events-auto relative flex items-start gap-3 overflow-hidden rounded-lg border border-gray-200 bg-white py-3 pl-4 pr-2 text-sm text-gray-800 shadow-lg dark:border-gray-700 dark:bg-gray-900 dark:text-gray-100"
        data-type={t.type}
      >
        <span aria-hidden="true" className={`absolute inset-y-0 left-0 w-1 ${bar}`} />
        <Icon aria-hidden="true" className={`mt-0.5 h-5 w-5 shrink-0 ${tone}`} />
        <p className="flex-1 break-words">{t.message}</p>
        <button
          type="button"
          onClick={() => dismissToast(t.id)}
          aria-label="Dismiss notification"
          className="rounded p-1 text-gray-400 hover:bg-gray-100 hover:text-gray-700 focus:outline-none focus-visible:ring-2 focus-visible:ring-indigo-500 dark:hover:bg-gray-800 dark:hover:text-gray-200"
        >
          <X aria-hidden="true" className="h-4 w-4" />
        </button>
      </div>
    );
  };
  // Success and info notices are read politely; each error is its own alert, read at once.
  return (
    <section
      aria-label="Notifications"
      className="pointer-events-none fixed right-4 top-4 z-[60] flex w-[min(24rem,calc(100%-2rem))] flex-col gap-3"
    >
      <div role="status" aria-live="polite" className="flex flex-col gap-3">
        {toasts.filter((t) => t.type !== 'error').map(item)}
      </div>
      <div className="flex flex-col gap-3">{toasts.filter((t) => t.type === 'error').map(item)}</div>
    </section>
  );
}
