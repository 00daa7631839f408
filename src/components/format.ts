// Display formats of product spec section 9: scores with one decimal, dates in US English.

export function formatScore(score: number | null | undefined): string {
  return (Number.isFinite(score) ? (score as number) : 0).toFixed(1);
}

/** 'Jan 5, 2026' (short) or 'January 5, 2026' (long). */
export function formatDate(value: string | Date, style: 'short' | 'long' = 'short'): string {
  const date = typeof value === 'string' ? new Date(value) : value;
  return date.toLocaleDateString('en-US', { year: 'numeric', month: style, day: 'numeric' });
}
