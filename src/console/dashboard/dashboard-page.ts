import { renderPage, Frame } from '../views/console-renderer';
import { ChartBar, columns, horizontalBars } from './svg-charts';
import { Counted, DashboardFigures, INTAKE_DAYS } from './dashboard.service';

interface Chart {
  id: string;
  heading: string;
  summary?: string;
  svg: string;
  caption: string;
  labelHeading: string;
  valueHeading: string;
  rows: Array<{ label: string; value: string }>;
}

const number = (value: number) => value.toLocaleString('en-US');

/** The dashboard: each figure as an SVG chart with a text alternative, and its numbers in a table beside it. */
export function dashboardPage(frame: Omit<Frame, 'title'>, figures: DashboardFigures): string {
  const intake = figures.intakeByDay;
  const intakeTotal = intake.reduce((total, day) => total + day.value, 0);
  const charts: Chart[] = [
    barsChart('funnel', 'Programs by status', figures.byStatus, 'Status', 'Programs', {
      description: `Programs by status: ${listed(figures.byStatus)}.`,
    }),
    {
      id: 'intake',
      heading: `Intake per day, last ${INTAKE_DAYS} days`,
      svg: columns(
        'intake',
        `Intake per day, last ${INTAKE_DAYS} days`,
        `${number(intakeTotal)} programs taken in from ${intake[0].label} to ${intake[intake.length - 1].label}; ` +
          `the busiest day had ${number(Math.max(...intake.map((day) => day.value)))}.`,
        intake.map((day): ChartBar => ({ label: day.label, value: day.value })),
        [intake[0].label, intake[intake.length - 1].label],
      ),
      caption: `${number(intakeTotal)} programs in ${INTAKE_DAYS} days; one column per day, oldest on the left.`,
      labelHeading: 'Day (UTC)',
      valueHeading: 'Programs taken in',
      rows: intake.map((day) => ({ label: day.label, value: number(day.value) })),
    },
    {
      ...barsChart('checklist', 'Checklist completion', figures.checklistDone, 'Items done', 'Programs', {
        labels: (label) => `${label} done`,
        description: `Programs by number of checklist items done: ${listed(figures.checklistDone, (label) => `${label} done`)}.`,
      }),
    },
    barsChart('handoffs', 'Handoff records by status', figures.handoffsByStatus, 'Status', 'Records', {
      description: `Handoff records by status: ${listed(figures.handoffsByStatus)}.`,
    }),
    barsChart('deliveries', 'Webhook deliveries', figures.deliveries.byStatus, 'Status', 'Deliveries', {
      description: `Webhook deliveries by status: ${listed(figures.deliveries.byStatus)}.`,
      summary: deliverySummary(figures.deliveries),
    }),
  ];
  charts[0].summary = approvalSummary(figures.approvals);
  return renderPage(
    'dashboard',
    { ...frame, title: 'Dashboard' },
    { at: figures.at.toISOString(), programs: number(figures.programs), singleProgram: figures.programs === 1, charts },
  );
}

function barsChart(
  id: string,
  heading: string,
  counted: Counted[],
  labelHeading: string,
  valueHeading: string,
  options: { description: string; summary?: string; labels?: (label: string) => string },
): Chart {
  const label = options.labels ?? ((value: string) => value);
  return {
    id,
    heading,
    summary: options.summary,
    svg: horizontalBars(
      id,
      heading,
      options.description,
      counted.map((entry) => ({ label: label(entry.label), value: entry.value })),
    ),
    caption: options.description,
    labelHeading,
    valueHeading,
    rows: counted.map((entry) => ({ label: label(entry.label), value: number(entry.value) })),
  };
}

function listed(counted: Counted[], label: (value: string) => string = (value) => value): string {
  return counted.length === 0
    ? 'none yet'
    : counted.map((entry) => `${label(entry.label)} ${number(entry.value)}`).join(', ');
}

function approvalSummary(approvals: DashboardFigures['approvals']): string {
  if (approvals.averageSeconds === null) {
    return 'No program has been approved yet.';
  }
  return (
    `${number(approvals.count)} approval${approvals.count === 1 ? '' : 's'}, ` +
    `on average ${duration(approvals.averageSeconds)} after intake.`
  );
}

function deliverySummary(deliveries: DashboardFigures['deliveries']): string {
  const rate =
    deliveries.successRate === null
      ? 'No delivery has ended yet.'
      : `${(deliveries.successRate * 100).toFixed(1)} % of the deliveries that ended were delivered.`;
  const pending =
    deliveries.oldestPendingSeconds === null
      ? 'None is pending.'
      : `${number(deliveries.pending)} pending, the oldest for ${duration(deliveries.oldestPendingSeconds)}.`;
  return `${rate} ${pending}`;
}

/** Seconds as an operator reads them: the two largest units. */
export function duration(seconds: number): string {
  const units: Array<[string, number]> = [
    ['d', 86_400],
    ['h', 3_600],
    ['min', 60],
    ['s', 1],
  ];
  const parts: string[] = [];
  let rest = Math.round(seconds);
  for (const [unit, size] of units) {
    if (rest >= size || (unit === 's' && parts.length === 0)) {
      parts.push(`${Math.floor(rest / size)} ${unit}`);
      rest %= size;
    }
    if (parts.length === 2) {
      break;
    }
  }
  return parts.join(' ');
}
