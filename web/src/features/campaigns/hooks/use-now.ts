import { useEffect, useState } from 'react';

/**
 * The current time, refreshed every `intervalMs`, for displays that change with the clock (a campaign
 * waiting for its calling window shows when it opens).
 */
export function useNow(intervalMs = 30_000): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => {
      setNow(Date.now());
    }, intervalMs);
    return () => {
      clearInterval(timer);
    };
  }, [intervalMs]);
  return now;
}
