import { Bar, BarChart, CartesianGrid, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import type { MonthCount } from '../../lib/dates';
import { LoadingState } from '../../components/States';
import { cardClass } from '../../components/ui';

/** Bars for the eye; the same numbers as a table for screen readers. */
export function PostsChart({ months }: { months: MonthCount[] | null }) {
  return (
    <section aria-labelledby="posts-chart-title" className={`${cardClass} p-5 xl:col-span-2`}>
      <h2 id="posts-chart-title" className="text-base font-semibold text-gray-900 dark:text-white">
        Posts per Month
      </h2>
      {months === null ? (
        <LoadingState />
      ) : (
        <>
          <div aria-hidden="true" className="mt-4 h-64 text-gray-500">
            <ResponsiveContainer width="100%" height="100%">
              <BarChart accessibilityLayer={false} data={months} margin={{ top: 8, right: 8, left: -16, bottom: 0 }}>
                <CartesianGrid strokeDasharray="3 3" vertical={false} stroke="currentColor" strokeOpacity={0.15} />
                <XAxis dataKey="label" tickLine={false} axisLine={false} tick={{ fill: 'currentColor', fontSize: 12 }} />
                <YAxis allowDecimals={false} tickLine={false} axisLine={false} tick={{ fill: 'currentColor', fontSize: 12 }} />
                <Tooltip
                  cursor={{ fill: 'rgba(99,102,241,0.08)' }}
                  formatter={(value) => [value, 'Posts']}
                  labelFormatter={(label, payload) => `${label} ${payload?.[0]?.payload?.year ?? ''}`}
                />
                <Bar dataKey="count" name="Posts" fill="#6366f1" radius={[6, 6, 0, 0]} maxBarSize={48} />
              </BarChart>
            </ResponsiveContainer>
          </div>
          <table className="sr-only" aria-labelledby="posts-chart-title">
            <thead>
              <tr>
                <th scope="col">Month</th>
                <th scope="col">Posts</th>
              </tr>
            </thead>
            <tbody>
              {months.map((m) => (
                <tr key={m.key} data-month={m.key}>
                  <th scope="row">{`${m.label} ${m.year}`}</th>
                  <td>{m.count}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </>
      )}
    </section>
  );
}
