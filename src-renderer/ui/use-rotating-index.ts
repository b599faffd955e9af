import { useEffect, useState } from 'react';

/** 0, 1, …, count-1, 0, … advancing every `intervalMs`. */
export function useRotatingIndex(count: number, intervalMs: number): number {
  const [index, setIndex] = useState(0);

  useEffect(() => {
    if (count < 2) return undefined;
    const timer = setInterval(() => setIndex((current) => (current + 1) % count), intervalMs);
    return () => clearInterval(timer);
  }, [count, intervalMs]);

  return count === 0 ? 0 : index % count;
}
