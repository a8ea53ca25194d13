// Judging and printing bench rows: ratio to the floor, pass or fail against the budget.

/** Adds ratio and pass to a row. */
export function judge(row) {
  const ratio = row.floor ? row.value / row.floor : undefined;
  let pass;
  if (row.budget?.maxRatio !== undefined && ratio !== undefined) pass = ratio <= row.budget.maxRatio;
  if (row.budget?.max !== undefined) pass = (pass ?? true) && row.value <= row.budget.max;
  if (row.budget?.min !== undefined) pass = (pass ?? true) && row.value >= row.budget.min;
  if (row.budget?.minRatio !== undefined && ratio !== undefined) pass = (pass ?? true) && ratio >= row.budget.minRatio;
  return { ...row, ratio, pass };
}

const fmt = (n) => (n === undefined ? '' : Number.isInteger(n) ? String(n) : n.toFixed(n < 10 ? 2 : 1));

function budgetText(b) {
  if (!b) return '';
  return [
    b.maxRatio !== undefined && `<= ${b.maxRatio}x`,
    b.minRatio !== undefined && `>= ${b.minRatio}x`,
    b.max !== undefined && `<= ${b.max}`,
    b.min !== undefined && `>= ${b.min}`,
  ].filter(Boolean).join(', ');
}

export function printTable(rows) {
  const head = ['metric', 'value', 'unit', 'floor', 'ratio', 'budget', ''];
  const body = rows.map((r) => [r.metric, fmt(r.value), r.unit ?? '', fmt(r.floor), r.ratio === undefined ? '' : `${r.ratio.toFixed(2)}x`, budgetText(r.budget), r.pass === undefined ? '' : r.pass ? 'ok' : 'MISSED']);
  const widths = head.map((h, i) => Math.max(h.length, ...body.map((b) => b[i].length)));
  const line = (cells) => cells.map((c, i) => (i === 0 ? c.padEnd(widths[i]) : c.padStart(widths[i]))).join('  ');
  console.log(line(head));
  for (const b of body) console.log(line(b));
}

/** The median of a list of numbers. */
export function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
}
