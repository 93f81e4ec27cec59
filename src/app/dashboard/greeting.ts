/** 'Good morning' before noon, 'Good afternoon' until 17:00, then 'Good evening'. */
export function greetingFor(hour: number): string {
  if (hour < 12) return 'Good morning';
  if (hour < 17) return 'Good afternoon';
  return 'Good evening';
}
