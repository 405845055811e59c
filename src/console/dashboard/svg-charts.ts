/** One bar of a chart: its label and value, both shown as text in the chart and in the table beside it. */
export interface ChartBar {
  label: string;
  value: number;
}

const escape = (text: string) => text.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);

const BAR_HEIGHT = 22;
const GAP = 8;
const LABEL_WIDTH = 150;
const VALUE_WIDTH = 80;
const WIDTH = 640;

/**
 * A horizontal bar chart as inline SVG: no script, no inline style (the console's CSP forbids both; the stylesheet
 * colours `.chart` elements), readable when printed. It is an image named by its title and description; the numbers
 * themselves are in the table the page puts beside it.
 */
export function horizontalBars(id: string, title: string, description: string, bars: ChartBar[]): string {
  const largest = Math.max(1, ...bars.map((bar) => bar.value));
  const span = WIDTH - LABEL_WIDTH - VALUE_WIDTH;
  const height = Math.max(1, bars.length) * (BAR_HEIGHT + GAP);
  const rows = bars.map((bar, index) => {
    const y = index * (BAR_HEIGHT + GAP);
    const width = Math.round((bar.value / largest) * span);
    return (
      `<text class="chart-label" x="${LABEL_WIDTH - 8}" y="${y + 16}" text-anchor="end">${escape(bar.label)}</text>` +
      `<rect class="chart-bar" x="${LABEL_WIDTH}" y="${y}" width="${width}" height="${BAR_HEIGHT}"></rect>` +
      `<text class="chart-value" x="${LABEL_WIDTH + width + 6}" y="${y + 16}">${bar.value.toLocaleString('en-US')}</text>`
    );
  });
  return frame(id, title, description, WIDTH, height, rows.join(''));
}

/** A column chart (one column per label, left to right) as inline SVG, under the same rules as `horizontalBars`. */
export function columns(
  id: string,
  title: string,
  description: string,
  bars: ChartBar[],
  axisLabels: string[],
): string {
  const largest = Math.max(1, ...bars.map((bar) => bar.value));
  const plotHeight = 160;
  const columnWidth = Math.max(4, Math.floor((WIDTH - 40) / Math.max(1, bars.length)));
  const shapes = bars.map((bar, index) => {
    const height = Math.round((bar.value / largest) * plotHeight);
    const x = 20 + index * columnWidth;
    return `<rect class="chart-bar" x="${x + 1}" y="${plotHeight - height}" width="${columnWidth - 2}" height="${height}"></rect>`;
  });
  const axis = axisLabels.map((label, index) => {
    const anchor = index === 0 ? 'start' : index === axisLabels.length - 1 ? 'end' : 'middle';
    const x = 20 + (index / Math.max(1, axisLabels.length - 1)) * (bars.length * columnWidth);
    return `<text class="chart-label" x="${Math.round(x)}" y="${plotHeight + 18}" text-anchor="${anchor}">${escape(label)}</text>`;
  });
  const top = `<text class="chart-value" x="20" y="12">${largest.toLocaleString('en-US')}</text>`;
  return frame(id, title, description, WIDTH, plotHeight + 26, shapes.join('') + axis.join('') + top);
}

function frame(id: string, title: string, description: string, width: number, height: number, body: string): string {
  return (
    `<svg class="chart" role="img" aria-labelledby="${id}-title ${id}-desc" viewBox="0 0 ${width} ${height}" ` +
    `width="${width}" height="${height}" xmlns="http://www.w3.org/2000/svg">` +
    `<title id="${id}-title">${escape(title)}</title><desc id="${id}-desc">${escape(description)}</desc>${body}</svg>`
  );
}
