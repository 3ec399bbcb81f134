// The only module that imports Recharts: the report pages load it with their own code, so no other page pays
// for it. Every chart is a picture of figures that a table or list beside it gives as text.
import {
  Bar,
  BarChart,
  CartesianGrid,
  Pie,
  PieChart,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from 'recharts';
import { useFormatters } from '../settings/use-preferences';

// Distinct, dark enough to stand out on white (3:1 for graphics), in the order of the largest share first.
const chartColors = ['#1d4ed8', '#15803d', '#b45309', '#7e22ce', '#be123c', '#0e7490', '#4d7c0f', '#475569'];
export const chartColor = (index: number) => chartColors[index % chartColors.length]!;

/** A chart as one image: assistive technology reads `label` and the table that follows. */
function ChartFrame({
  label,
  height,
  children,
}: {
  label: string;
  height: number;
  children: React.ReactElement;
}) {
  return (
    <div role="img" aria-label={label} className="w-full" style={{ height }}>
      <ResponsiveContainer width="100%" height="100%">
        {children}
      </ResponsiveContainer>
    </div>
  );
}

/** Shares of a whole by category, a doughnut whose colours match the rows of the table beside it. */
export function CategoryDoughnut({
  label,
  data,
}: {
  label: string;
  data: readonly { category: string; total: number }[];
}) {
  const slices = data.map((entry, index) => ({ ...entry, fill: chartColor(index) }));
  const format = useFormatters();
  return (
    <ChartFrame label={label} height={220}>
      <PieChart accessibilityLayer={false}>
        <Pie
          data={slices}
          dataKey="total"
          nameKey="category"
          innerRadius="55%"
          outerRadius="90%"
          paddingAngle={slices.length > 1 ? 1 : 0}
          stroke="#fff"
          isAnimationActive={false}
        />
        <Tooltip formatter={(value) => format.money(Number(value))} />
      </PieChart>
    </ChartFrame>
  );
}

/** Totals as vertical bars (days of the week, months), labelled along the bottom. */
export function TotalsBarChart({
  label,
  data,
  color,
}: {
  label: string;
  data: readonly { name: string; total: number }[];
  color: string;
}) {
  const format = useFormatters();
  return (
    <ChartFrame label={label} height={220}>
      <BarChart accessibilityLayer={false} data={[...data]} margin={{ top: 8, right: 8, bottom: 0, left: 0 }}>
        <CartesianGrid vertical={false} stroke="#e2e8f0" />
        <XAxis
          dataKey="name"
          interval={0}
          tickLine={false}
          axisLine={false}
          tick={{ fill: '#475569', fontSize: 12 }}
        />
        <YAxis
          width={56}
          tickLine={false}
          axisLine={false}
          tick={{ fill: '#475569', fontSize: 12 }}
          tickFormatter={(value: number) => format.compactMoney(value)}
        />
        <Tooltip formatter={(value) => format.money(Number(value))} cursor={{ fill: '#f1f5f9' }} />
        <Bar dataKey="total" name="Total" fill={color} radius={[4, 4, 0, 0]} isAnimationActive={false} />
      </BarChart>
    </ChartFrame>
  );
}
