import type { ComponentProps } from 'react';
import { Bar, BarChart, CartesianGrid, Legend, Line, LineChart, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { LoadingState } from './States';
import { cardClass } from './ui';

type Figures<T> = { [K in keyof T]: T[K] extends number ? K : never }[keyof T] & string;

/** One line or bar of a chart, and the column of the table beside it. */
export interface ChartSeries<T> {
  key: Figures<T>;
  name: string;
  color: string;
}

interface ChartFrameProps<T> {
  /** Names the chart's heading and, for screen readers, its table. */
  id: string;
  title: string;
  /** A card section with a level-2 heading, or a level-3 part of a larger card. */
  card?: boolean;
  kind: 'line' | 'bar';
  /** `null` while it loads. */
  data: T[] | null;
  xKey: keyof T & string;
  /** The table's first column: its heading and each row's label and key. */
  rows: { heading: string; label: (d: T) => string; key: (d: T) => string };
  series: ChartSeries<T>[];
  legend?: boolean;
  height?: 'h-56' | 'h-64';
  className?: string;
  tooltip?: ComponentProps<typeof Tooltip>;
  bar?: Pick<ComponentProps<typeof Bar>, 'radius' | 'maxBarSize'>;
}

/** The x axis and the table's rows of a chart of days. */
export const perDay = {
  xKey: 'date',
  rows: { heading: 'Day', label: (d: { date: string }) => d.date, key: (d: { date: string }) => d.date },
} as const;

const tick = { fill: 'currentColor', fontSize: 12 };

/** A chart for the eye, hidden from screen readers, beside a table of the same numbers that they read instead. */
export function ChartFrame<T extends object>(p: ChartFrameProps<T>) {
  const Chart = p.kind === 'line' ? LineChart : BarChart;
  const body =
    p.data === null ? (
      <LoadingState />
    ) : (
      <>
        <div aria-hidden="true" className={`mt-4 ${p.height ?? 'h-64'} text-gray-500`}>
          <ResponsiveContainer width="100%" height="100%">
            <Chart accessibilityLayer={false} data={p.data} margin={{ top: 8, right: 8, left: -16, bottom: 0 }}>
              <CartesianGrid strokeDasharray="3 3" vertical={false} stroke="currentColor" strokeOpacity={0.15} />
              <XAxis dataKey={String(p.xKey)} tickLine={false} axisLine={false} tick={tick} minTickGap={24} />
              <YAxis allowDecimals={false} tickLine={false} axisLine={false} tick={tick} />
              <Tooltip {...p.tooltip} />
              {p.legend && <Legend />}
              {p.series.map((s) =>
                p.kind === 'line' ? (
                  <Line key={s.key} type="monotone" dataKey={s.key} name={s.name} stroke={s.color} strokeWidth={2} dot={false} />
                ) : (
                  <Bar key={s.key} dataKey={s.key} name={s.name} fill={s.color} {...p.bar} />
                ),
              )}
            </Chart>
          </ResponsiveContainer>
        </div>
        <table className="sr-only" aria-labelledby={p.id}>
          <thead>
            <tr>
              <th scope="col">{p.rows.heading}</th>
              {p.series.map((s) => (
                <th key={s.key} scope="col">
                  {s.name}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {p.data.map((d) => (
              <tr key={p.rows.key(d)}>
                <th scope="row">{p.rows.label(d)}</th>
                {p.series.map((s) => (
                  <td key={s.key}>{d[s.key] as number}</td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </>
    );
  return p.card ? (
    <section aria-labelledby={p.id} className={`${cardClass} p-5 ${p.className ?? ''}`.trim()}>
      <h2 id={p.id} className="text-base font-semibold text-gray-900 dark:text-white">
        {p.title}
      </h2>
      {body}
    </section>
  ) : (
    <div className={`min-w-0 ${p.className ?? ''}`.trim()}>
      <h3 id={p.id} className="text-sm font-semibold text-gray-900 dark:text-white">
        {p.title}
      </h3>
      {body}
    </div>
  );
}
