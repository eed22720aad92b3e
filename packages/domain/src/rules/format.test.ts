import { describe, expect, it } from 'vitest';
import {
  bytesToMegabytes,
  formatBytes,
  formatCents,
  formatCurrency,
  formatDurationSeconds,
  formatPercent,
} from './format';

describe('formats', () => {
  it('shows percentages with two decimals', () => {
    expect(formatPercent(12.3456)).toBe('12.35%');
    expect(formatPercent(100)).toBe('100.00%');
  });

  it('shows sizes in Bytes, KB, MB', () => {
    expect(formatBytes(0)).toBe('0 Bytes');
    expect(formatBytes(512)).toBe('512 Bytes');
    expect(formatBytes(1536)).toBe('1.5 KB');
    expect(formatBytes(10485760)).toBe('10 MB');
    expect(formatBytes(3 * 1024 ** 3)).toBe('3 GB');
    expect(bytesToMegabytes(10485760)).toBe(10);
  });

  it('shows durations as a clock', () => {
    expect(formatDurationSeconds(0)).toBe('0:00');
    expect(formatDurationSeconds(65.4)).toBe('1:05');
    expect(formatDurationSeconds(3725)).toBe('1:02:05');
  });

  it('shows USD', () => {
    expect(formatCurrency(1234.5)).toBe('$1,234.50');
    expect(formatCurrency(0)).toBe('$0.00');
    expect(formatCents(12345)).toBe('$123.45');
    expect(formatCents(12345, 'usd')).toBe('$123.45');
    expect(formatCents(12345, 'eur')).toBe('€123.45');
  });
});
