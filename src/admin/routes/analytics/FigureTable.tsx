import type { ReactNode } from 'react';
import { cardClass, tableClass, tdClass, thClass } from '../../components/ui';

export interface FigureRow {
  key: string;
  name: ReactNode;
  figures: number[];
}

/** A titled table of names and their figures (visitors, and pageviews where there are any). */
export function FigureTable({
  title,
  nameLabel,
  columns,
  rows,
}: {
  title: string;
  nameLabel: string;
  columns: string[];
  rows: FigureRow[];
}) {
  const id = `figures-${title.toLowerCase().replace(/\W+/g, '-')}`;
  return (
    <section aria-labelledby={id} className={cardClass}>
      <h2 id={id} className="px-5 pt-4 text-base font-semibold text-gray-900 dark:text-white">
        {title}
      </h2>
      {rows.length === 0 ? (
        <p className="px-5 py-6 text-sm text-gray-500 dark:text-gray-400">Nothing counted in this range yet.</p>
      ) : (
        <div className="relative overflow-x-auto">
          <table className={tableClass} aria-labelledby={id}>
            <thead>
              <tr>
                <th scope="col" className={thClass}>
                  {nameLabel}
                </th>
                {columns.map((c) => (
                  <th key={c} scope="col" className={`${thClass} text-right`}>
                    {c}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody className="divide-y divide-gray-100 dark:divide-gray-800">
              {rows.map((r) => (
                <tr key={r.key}>
                  <td className={tdClass}>{r.name}</td>
                  {r.figures.map((n, i) => (
                    <td key={columns[i]} className={`${tdClass} text-right tabular-nums`}>
                      {n.toLocaleString('en-US')}
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
