import { useEffect, useState } from 'react';

/** Returns texts[0], texts[1], … changing every `intervalMs` (wrapping round); paused when `paused`. */
export function useCyclingText(texts: readonly string[], intervalMs: number, paused = false): string {
  const [index, setIndex] = useState(0);
  useEffect(() => {
    if (paused || texts.length < 2) return undefined;
    const timer = setInterval(() => setIndex((value) => (value + 1) % texts.length), intervalMs);
    return () => clearInterval(timer);
  }, [texts.length, intervalMs, paused]);
  return texts[index % Math.max(texts.length, 1)] ?? '';
}
