// Display formats: percentages with two decimals, sizes, USD.
import { CURRENCY } from '../constants';

/** 12.3456 → '12.35%'. */
export function formatPercent(value: number): string {
  return `${value.toFixed(2)}%`;
}

const SIZE_UNITS = ['Bytes', 'KB', 'MB', 'GB', 'TB'] as const;

/** Binary megabytes (1 MB = 1048576 bytes, so 10MB = 10485760 bytes as the spec counts). */
export function bytesToMegabytes(bytes: number): number {
  return bytes / 1024 / 1024;
}

/** 1536 → '1.5 KB'; up to two decimals, trailing zeros dropped. */
export function formatBytes(bytes: number): string {
  if (!Number.isFinite(bytes) || bytes <= 0) return '0 Bytes';
  const exponent = Math.min(Math.floor(Math.log(bytes) / Math.log(1024)), SIZE_UNITS.length - 1);
  const value = Number((bytes / 1024 ** exponent).toFixed(2));
  return `${value} ${SIZE_UNITS[exponent] ?? 'Bytes'}`;
}

const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: CURRENCY });

/** 1234.5 → '$1,234.50'. */
export function formatCurrency(amount: number): string {
  return usd.format(amount);
}

/**
 * An amount stored in cents (calls' and summaries' costCents, Stripe's amounts), shown in USD unless
 * Stripe names another currency: 12345 → '$123.45', (12345, 'eur') → '€123.45'.
 */
export function formatCents(cents: number, currency: string = CURRENCY): string {
  const amount = cents / 100;
  return currency.toUpperCase() === CURRENCY
    ? formatCurrency(amount)
    : new Intl.NumberFormat('en-US', { style: 'currency', currency: currency.toUpperCase() }).format(amount);
}

/** A duration in seconds as a clock: 65 → '1:05', 3725 → '1:02:05' (rounded to whole seconds). */
export function formatDurationSeconds(seconds: number): string {
  const total = Math.max(0, Math.round(seconds));
  const [hours, minutes, rest] = [Math.floor(total / 3600), Math.floor((total % 3600) / 60), total % 60];
  const pad = (value: number) => String(value).padStart(2, '0');
  return hours > 0 ? `${String(hours)}:${pad(minutes)}:${pad(rest)}` : `${String(minutes)}:${pad(rest)}`;
}
