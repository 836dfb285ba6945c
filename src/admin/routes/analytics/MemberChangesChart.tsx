import { Bar, BarChart, CartesianGrid, Legend, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import type { MemberChangeDay } from '@/shared/types';

/** Signups and cancellations per day: bars for the eye, the same numbers as a table for screen readers. */
export function MemberChangesChart({ days }: { days: MemberChangeDay[] }) {
  return (
    <div className="min-w-0">
      <h3 id="member-changes-title" className="text-sm font-semibold text-gray-900 dark:text-white">
        Signups and cancellations per day
      </h3>
      <div aria-hidden="true" className="mt-4 h-56 text-gray-500">
        <ResponsiveContainer width="100%" height="100%">
          <BarChart accessibilityLayer={false} data={days} margin={{ top: 8, right: 8, left: -16, bottom: 0 }}>
            <CartesianGrid strokeDasharray="3 3" vertical={false} stroke="currentColor" strokeOpacity={0.15} />
            <XAxis
              dataKey="date"
              tickLine={false}
              axisLine={false}
              tick={{ fill: 'currentColor', fontSize: 12 }}
              minTickGap={24}
            />
            <YAxis allowDecimals={false} tickLine={false} axisLine={false} tick={{ fill: 'currentColor', fontSize: 12 }} />
            <Tooltip />
            <Legend />
            <Bar dataKey="signups" name="Signups" fill="#10b981" />
            <Bar dataKey="cancellations" name="Cancellations" fill="#f43f5e" />
          </BarChart>
        </ResponsiveContainer>
      </div>
      <table className="sr-only" aria-labelledby="member-changes-title">
        <thead>
          <tr>
            <th scope="col">Day</th>
            <th scope="col">Signups</th>
            <th scope="col">Cancellations</th>
          </tr>
        </thead>
        <tbody>
          {days.map((d) => (
            <tr key={d.date}>
              <th scope="row">{d.date}</th>
              <td>{d.signups}</td>
              <td>{d.cancellations}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
