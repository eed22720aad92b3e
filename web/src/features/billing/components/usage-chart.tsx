import { useTheme } from '@mui/material/styles';
import { Bar, BarChart, CartesianGrid, Legend, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { LABEL_GRANTED, LABEL_USED } from '../strings';
import type { DailyUsage } from '../utils/usage-by-day';

/** Credits used and granted per day, as bars; the ledger table below holds the same figures as text. */
export function UsageChart({ series, label }: { series: readonly DailyUsage[]; label: string }) {
  const theme = useTheme();
  return (
    <div
      role="img"
      aria-label={label}
      style={{ width: '100%', height: 220, minWidth: 0, overflow: 'hidden' }}
    >
      <ResponsiveContainer width="100%" height="100%">
        <BarChart data={series} margin={{ top: 8, right: 8, bottom: 0, left: -16 }}>
          <CartesianGrid strokeDasharray="3 3" vertical={false} />
          <XAxis dataKey="day" tickFormatter={(day: string) => day.slice(5)} minTickGap={16} fontSize={12} />
          <YAxis allowDecimals={false} fontSize={12} />
          <Tooltip />
          <Legend />
          <Bar dataKey="used" name={LABEL_USED} fill={theme.palette.primary.main} />
          <Bar dataKey="granted" name={LABEL_GRANTED} fill={theme.palette.success.main} />
        </BarChart>
      </ResponsiveContainer>
    </div>
  );
}
