import type { ProjectionRebuildProgress } from '@boxstudio/contracts';

const WIDTH = 30;

/** One line: `users  [█████░░░░░]  52%  5,200/10,000  84,000 ev/s`, redrawn in place on a terminal. */
export function renderProgress(name: string, progress: ProjectionRebuildProgress): string {
  const fraction = progress.total > 0 ? Math.min(progress.done / progress.total, 1) : 1;
  const filled = Math.round(fraction * WIDTH);
  const bar = `${'█'.repeat(filled)}${'░'.repeat(WIDTH - filled)}`;
  const number = (value: number) => value.toLocaleString('en-US');
  return (
    `${name.padEnd(12)} [${bar}] ${String(Math.round(fraction * 100)).padStart(3)}%  ` +
    `${number(progress.done)}/${number(progress.total)}  ${number(progress.eventsPerSecond)} ev/s`
  );
}

export class ProgressPrinter {
  private lastLine = 0;

  constructor(private readonly stream: NodeJS.WriteStream = process.stdout) {}

  /** On a terminal the bar redraws in place; in a log it prints at most once a second. */
  update(line: string, final = false): void {
    if (this.stream.isTTY) {
      this.stream.write(`\r${line}${final ? '\n' : ''}`);
      return;
    }
    const now = Date.now();
    if (final || now - this.lastLine >= 1000) {
      this.stream.write(`${line}\n`);
      this.lastLine = now;
    }
  }
}
