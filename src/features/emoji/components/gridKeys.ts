// The emoji picker as one composite widget (WAI-ARIA grid pattern, issue 26): one Tab stop for all its emoji, the
// arrows move between them across the groups' grids, Home and End go to the first and last. DOM-based: the
// cells are the buttons the picker drew, in their order.

const CELL = '.emoji-picker-cell';
const GRID = '.emoji-picker-grid';

/** How many cells fit on a row of this grid (at least one). */
function columnsOf(grid: Element): number {
  const cell = grid.querySelector(CELL);
  const width = cell?.getBoundingClientRect().width ?? 0;
  return width > 0 ? Math.max(1, Math.floor(grid.getBoundingClientRect().width / width)) : 1;
}

const cellsOf = (grid: Element) => [...grid.querySelectorAll<HTMLElement>(CELL)];

/** The cell an arrow, Home or End leads to from `from`, or null when the key is not one of them (or leads nowhere). */
export function cellFor(key: string, from: HTMLElement, body: HTMLElement): HTMLElement | null {
  const grids = [...body.querySelectorAll(GRID)].filter((g) => g.querySelector(CELL));
  const all = [...body.querySelectorAll<HTMLElement>(CELL)];
  const at = all.indexOf(from);
  if (at < 0) return null;
  switch (key) {
    case 'ArrowRight':
      return all[at + 1] ?? null;
    case 'ArrowLeft':
      return all[at - 1] ?? null;
    case 'Home':
      return all[0] ?? null;
    case 'End':
      return all[all.length - 1] ?? null;
    case 'ArrowDown':
    case 'ArrowUp': {
      const grid = from.closest(GRID);
      if (!grid) return null;
      const cells = cellsOf(grid);
      const cols = columnsOf(grid);
      const i = cells.indexOf(from);
      const col = i % cols;
      const g = grids.indexOf(grid);
      if (key === 'ArrowDown') {
        if (i + cols < cells.length) return cells[i + cols] ?? null;
        // a shorter last row below: its last cell; else the same column of the next group's first row
        if (Math.floor(i / cols) < Math.floor((cells.length - 1) / cols)) return cells[cells.length - 1] ?? null;
        const below = grids[g + 1];
        return below ? (cellsOf(below)[col] ?? cellsOf(below).at(-1) ?? null) : null;
      }
      if (i - cols >= 0) return cells[i - cols] ?? null;
      const above = grids[g - 1];
      if (!above) return null;
      const upper = cellsOf(above);
      const lastRow = Math.floor((upper.length - 1) / columnsOf(above)) * columnsOf(above);
      return upper[Math.min(lastRow + col, upper.length - 1)] ?? null;
    }
    default:
      return null;
  }
}
