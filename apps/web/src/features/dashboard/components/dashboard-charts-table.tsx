type ChartTableProps = {
  caption: string;
  /** The first column's heading (Month, Status, Day), then the value columns'. */
  columns: readonly string[];
  rows: readonly { label: string; values: readonly string[] }[];
};

/**
 * A chart's numbers as a table only screen readers meet: a canvas cannot be read point by point,
 * a table can, row by row with its headings. The wrapper is what hides it: a table ignores the
 * 1 px box that `sr-only` sets.
 */
export function ChartTable({ caption, columns, rows }: ChartTableProps) {
  const [first, ...rest] = columns;
  return (
    <div className="sr-only">
      <table>
        <caption>{caption}</caption>
        <thead>
          <tr>
            <th scope="col">{first}</th>
            {rest.map((c) => (
              <th key={c} scope="col">
                {c}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.label}>
              <th scope="row">{row.label}</th>
              {row.values.map((v, i) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: the columns are fixed
                <td key={i}>{v}</td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
