/** The bench's figures, each against its target, as a terminal table, Markdown and JSON. */

export type Op = '<=' | '>=' | '==';

export interface Target {
  op: Op;
  value: number;
}

export type Status = 'met' | 'missed' | 'reported' | 'error';

export interface Figure {
  id: string;
  label: string;
  /** Measured value in `unit` (null when it could not be measured). */
  value: number | null;
  unit: string;
  /** Decimals shown. */
  digits: number;
  target: Target | null;
  status: Status;
  /** Extra facts shown next to the value (raw size, per-run values, ...). */
  note?: string;
  /** Why it could not be measured. */
  error?: string;
  /** Every run's value, in `unit`. */
  runs?: number[];
}

export function figure(
  id: string,
  label: string,
  value: number,
  unit: string,
  digits: number,
  target: Target | null,
  extra: Pick<Figure, 'note' | 'runs'> = {},
): Figure {
  const status: Status = !target
    ? 'reported'
    : (target.op === '<=' ? value <= target.value : target.op === '>=' ? value >= target.value : value === target.value)
      ? 'met'
      : 'missed';
  return { id, label, value, unit, digits, target, status, ...extra };
}

export function failed(id: string, label: string, unit: string, target: Target | null, error: unknown): Figure {
  const message = error instanceof Error ? error.message : String(error);
  return { id, label, value: null, unit, digits: 0, target, status: 'error', error: message.split('\n')[0].slice(0, 300) };
}

const OP_TEXT: Record<Op, string> = { '<=': '≤', '>=': '≥', '==': '=' };

function withUnit(value: number, unit: string, digits: number): string {
  const text = value.toLocaleString('en-US', { minimumFractionDigits: digits, maximumFractionDigits: digits });
  return unit ? `${text} ${unit}` : text;
}

export function targetText(f: Figure): string {
  return f.target ? `${OP_TEXT[f.target.op]} ${withUnit(f.target.value, f.unit, targetDigits(f))}` : 'reported';
}

function targetDigits(f: Figure): number {
  if (!f.target) return 0;
  const s = String(f.target.value);
  return s.includes('.') ? s.split('.')[1].length : 0;
}

export function valueText(f: Figure): string {
  if (f.value === null) return 'not measured';
  return withUnit(f.value, f.unit, f.digits);
}

export const STATUS_TEXT: Record<Status, string> = { met: 'met', missed: 'MISSED', reported: '-', error: 'ERROR' };

/** A plain table for the terminal. */
export function textTable(figures: Figure[]): string {
  const rows = [['Figure', 'Target', 'Measured', 'Status', 'Notes'], ...figures.map((f) => [f.label, targetText(f), valueText(f), STATUS_TEXT[f.status], f.error ?? f.note ?? ''])];
  const widths = rows[0].map((_, c) => Math.max(...rows.map((r) => (c === 4 ? 0 : [...r[c]].length))));
  const line = (r: string[]) =>
    r
      .map((cell, c) => (c === 4 ? cell : c === 2 ? cell.padStart(widths[c]) : cell.padEnd(widths[c])))
      .join('  ')
      .trimEnd();
  return [line(rows[0]), widths.map((w) => '─'.repeat(w)).join('  '), ...rows.slice(1).map(line)].join('\n');
}

const md = (text: string) => text.replace(/\|/g, '\\|');

export function markdownTable(figures: Figure[]): string {
  return [
    '| Figure | Target | Measured | Status | Notes |',
    '|---|---|--:|---|---|',
    ...figures.map((f) => `| ${md(f.label)} | ${md(targetText(f))} | ${md(valueText(f))} | ${f.status === 'missed' ? '**missed**' : f.status === 'error' ? '**not measured**' : STATUS_TEXT[f.status] === '-' ? 'reported' : 'met'} | ${md(f.error ?? f.note ?? '')} |`),
  ].join('\n');
}
