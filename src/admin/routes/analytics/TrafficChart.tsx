import { CartesianGrid, Legend, Line, LineChart, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import type { AnalyticsDay } from '@/shared/types';
import { cardClass } from '../../components/ui';

/** Visitors and pageviews per day: lines for the eye, the same numbers as a table for screen readers. */
export function TrafficChart({ series }: { series: AnalyticsDay[] }) {
  return (
    <section aria-labelledby="traffic-chart-title" className={`${cardClass} p-5`}>
      <h2 id="traffic-chart-title" className="text-base font-semibold text-gray-900 dark:text-white">
        Visitors and pageviews per day
      </h2>
      <div aria-hidden="true" className="mt-4 h-64 text-gray-500">
        <ResponsiveContainer width="100%" height="100%">
          <LineChart accessibilityLayer={false} data={series} margin={{ top: 8, right: 8, left: -16, bottom: 0 }}>
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
            <Line type="monotone" dataKey="visitors" name="Visitors" stroke="#6366f1" strokeWidth={2} dot={false} />
            <Line type="monotone" dataKey="pageviews" name="Pageviews" stroke="#10b981" strokeWidth={2} dot={false} />
          </LineChart>
        </ResponsiveContainer>
      </div>
      <table className="sr-only" aria-labelledby="traffic-chart-title">
        <thead>
          <tr>
            <th scope="col">Day</th>
            <th scope="col">Visitors</th>
            <th scope="col">Pageviews</th>
          </tr>
        </thead>
        <tbody>
          {series.map((d) => (
            <tr key={d.date}>
              <th scope="row">{d.date}</th>
              <td>{d.visitors}</td>
              <td>{d.pageviews}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
