import { Tooltip } from 'recharts';

/**
 * A chart's tooltip: the row's whole name (its `label`; the axis may show a shorter `tick`) over each
 * series' figure as the screen writes it, on the theme's surface. Recharts 3 finds it through its
 * context, so it may sit inside a component of its own.
 */
export function ChartTooltip({ format }: { readonly format: (value: number | null) => string }) {
  return (
    <Tooltip
      formatter={(value, name) => [format(typeof value === 'number' ? value : null), name]}
      labelFormatter={(label, payload) => {
        const row: unknown = payload[0]?.payload;
        return isNamedRow(row) ? row.label : label;
      }}
      contentStyle={{ background: 'var(--bs-surface)', border: '1px solid var(--bs-border)', color: 'var(--bs-text)' }}
      itemStyle={{ color: 'var(--bs-text)' }}
      labelStyle={{ color: 'var(--bs-text)', fontWeight: 600 }}
    />
  );
}

const isNamedRow = (value: unknown): value is { readonly label: string } =>
  typeof value === 'object' && value !== null && 'label' in value && typeof value.label === 'string';
