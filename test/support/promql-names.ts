/**
 * The metric names an expression selects, read by a small PromQL tokenizer (not by pattern-matching the text): string
 * literals, label matchers, ranges and durations, grouping label lists, functions, aggregations and keywords are
 * taken out; every identifier left is a metric name. An identifier called like a function that PromQL does not have
 * is an error, so a typo cannot pass as "no metric here".
 */

/** PromQL's functions (Prometheus 2.42 and the 2.x/3.x additions), and `start`/`end` of the `@` modifier. */
const FUNCTIONS = new Set([
  'abs', 'absent', 'absent_over_time', 'acos', 'acosh', 'asin', 'asinh', 'atan', 'atanh', 'avg_over_time', 'ceil',
  'changes', 'clamp', 'clamp_max', 'clamp_min', 'cos', 'cosh', 'count_over_time', 'day_of_month', 'day_of_week',
  'day_of_year', 'days_in_month', 'deg', 'delta', 'deriv', 'double_exponential_smoothing', 'exp', 'floor',
  'histogram_avg', 'histogram_count', 'histogram_fraction', 'histogram_quantile', 'histogram_stddev',
  'histogram_stdvar', 'histogram_sum', 'holt_winters', 'hour', 'idelta', 'increase', 'irate', 'label_join',
  'label_replace', 'last_over_time', 'ln', 'log10', 'log2', 'mad_over_time', 'max_over_time', 'min_over_time',
  'minute', 'month', 'pi', 'predict_linear', 'present_over_time', 'quantile_over_time', 'rad', 'rate', 'resets',
  'round', 'scalar', 'sgn', 'sin', 'sinh', 'sort', 'sort_by_label', 'sort_by_label_desc', 'sort_desc', 'sqrt',
  'stddev_over_time', 'stdvar_over_time', 'tan', 'tanh', 'time', 'timestamp', 'vector', 'year', 'start', 'end',
]); // prettier-ignore

const AGGREGATIONS = new Set([
  'avg', 'bottomk', 'count', 'count_values', 'group', 'limit_ratio', 'limitk', 'max', 'min', 'quantile', 'stddev',
  'stdvar', 'sum', 'topk',
]); // prettier-ignore

/** Modifiers followed by a parenthesised list of label names. */
const LABEL_LIST_KEYWORDS = new Set(['by', 'without', 'on', 'ignoring', 'group_left', 'group_right']);
const OTHER_KEYWORDS = new Set(['and', 'or', 'unless', 'atan2', 'bool', 'offset', 'inf', 'nan']);

type Token =
  | { kind: 'identifier'; text: string }
  | { kind: 'string'; text: string }
  | { kind: 'number' }
  | { kind: 'variable' }
  | { kind: 'punctuation'; text: string };

export function metricNamesOf(expression: string): Set<string> {
  const tokens = tokenize(expression);
  const names = new Set<string>();
  let braces = 0;
  let brackets = 0;
  for (let at = 0; at < tokens.length; at++) {
    const token = tokens[at];
    if (token.kind === 'punctuation') {
      braces += token.text === '{' ? 1 : token.text === '}' ? -1 : 0;
      brackets += token.text === '[' ? 1 : token.text === ']' ? -1 : 0;
      continue;
    }
    if (token.kind !== 'identifier' || brackets > 0) {
      continue;
    }
    const next = tokens[at + 1];
    if (braces > 0) {
      // A label name of a matcher; `__name__="x"` selects the metric x.
      if (token.text === '__name__') {
        const value = tokens[at + 2];
        if (next?.kind !== 'punctuation' || next.text !== '=' || value?.kind !== 'string') {
          throw new Error(`only __name__="…" can be checked, in: ${expression}`);
        }
        names.add(value.text);
      }
      continue;
    }
    const lower = token.text.toLowerCase();
    if (LABEL_LIST_KEYWORDS.has(lower)) {
      if (next?.kind === 'punctuation' && next.text === '(') {
        at = closingParenthesis(tokens, at + 1, expression);
      }
      continue;
    }
    // Aggregations are keywords (`sum by (job) (…)` puts the grouping before the parenthesis).
    if (OTHER_KEYWORDS.has(lower) || AGGREGATIONS.has(lower)) {
      continue;
    }
    if (next?.kind === 'punctuation' && next.text === '(') {
      if (!FUNCTIONS.has(token.text)) {
        throw new Error(`unknown PromQL function ${token.text}() in: ${expression}`);
      }
      continue;
    }
    names.add(token.text);
  }
  return names;
}

/** The expressions a Grafana dashboard asks its data source: every panel's targets, and `label_values(…)` variables. */
export function dashboardExpressions(dashboard: unknown): string[] {
  const expressions: string[] = [];
  const board = dashboard as {
    panels?: Array<{ panels?: unknown[]; targets?: Array<{ expr?: string }> }>;
    templating?: { list?: Array<{ type?: string; query?: string | { query?: string } }> };
  };
  const visit = (panels: unknown[] | undefined) => {
    for (const panel of (panels ?? []) as NonNullable<typeof board.panels>) {
      for (const target of panel.targets ?? []) {
        if (typeof target.expr === 'string') {
          expressions.push(target.expr);
        }
      }
      visit(panel.panels);
    }
  };
  visit(board.panels);
  for (const variable of board.templating?.list ?? []) {
    if (variable.type !== 'query') {
      continue;
    }
    const query = typeof variable.query === 'string' ? variable.query : (variable.query?.query ?? '');
    expressions.push(labelValuesSelector(query));
  }
  return expressions;
}

/** Grafana's template variables and interval macros, replaced so that promtool and Prometheus parse the query. */
export function withGrafanaVariables(expression: string): string {
  return expression.replace(/\$__(?:rate_interval|interval|range)\b/g, '1m').replace(/\$\{(\w+)\}|\$(\w+)/g, '.*');
}

/** The metric names a scrape config's relabelling rules match on `__name__` (plain alternatives only). */
export function relabelledNames(config: unknown): string[] {
  const names: string[] = [];
  const scrapeConfigs = (config as { scrape_configs?: Array<Record<string, unknown>> }).scrape_configs ?? [];
  for (const job of scrapeConfigs) {
    const rules = [
      ...((job.relabel_configs as unknown[] | undefined) ?? []),
      ...((job.metric_relabel_configs as unknown[] | undefined) ?? []),
    ] as Array<{ source_labels?: string[]; regex?: string }>;
    for (const rule of rules) {
      if (!rule.source_labels?.includes('__name__') || rule.regex === undefined) {
        continue;
      }
      for (const alternative of rule.regex.split('|')) {
        if (!/^[a-zA-Z_:][a-zA-Z0-9_:]*$/.test(alternative)) {
          throw new Error(`relabel regex ${rule.regex}: list metric names in full, without patterns, to be checked`);
        }
        names.push(alternative);
      }
    }
  }
  return names;
}

/** `label_values(selector, label)` → `selector`; `label_values(label)` selects no metric. */
function labelValuesSelector(query: string): string {
  const trimmed = query.trim();
  const match = /^label_values\((.*)\)$/s.exec(trimmed);
  if (!match) {
    return trimmed;
  }
  const comma = match[1].lastIndexOf(',');
  return comma === -1 ? '' : match[1].slice(0, comma);
}

function closingParenthesis(tokens: Token[], open: number, expression: string): number {
  for (let at = open + 1; at < tokens.length; at++) {
    const token = tokens[at];
    if (token.kind === 'punctuation' && token.text === ')') {
      return at;
    }
  }
  throw new Error(`unclosed label list in: ${expression}`);
}

function tokenize(expression: string): Token[] {
  const tokens: Token[] = [];
  let at = 0;
  while (at < expression.length) {
    const char = expression[at];
    if (/\s/.test(char)) {
      at += 1;
    } else if (char === '#') {
      while (at < expression.length && expression[at] !== '\n') {
        at += 1;
      }
    } else if (char === '"' || char === "'" || char === '`') {
      const start = at + 1;
      at = start;
      let text = '';
      while (at < expression.length && expression[at] !== char) {
        if (expression[at] === '\\' && char !== '`') {
          at += 1;
        }
        text += expression[at];
        at += 1;
      }
      if (at >= expression.length) {
        throw new Error(`unterminated string in: ${expression}`);
      }
      at += 1;
      tokens.push({ kind: 'string', text });
    } else if (char === '$') {
      at += 1;
      if (expression[at] === '{') {
        at = expression.indexOf('}', at) + 1 || expression.length;
      } else {
        while (at < expression.length && /\w/.test(expression[at])) {
          at += 1;
        }
      }
      tokens.push({ kind: 'variable' });
    } else if (/[0-9.]/.test(char)) {
      // Numbers, hex, exponents and durations (5m, 1h30m): one token.
      at += 1;
      while (at < expression.length) {
        const current = expression[at];
        const exponentSign = (current === '+' || current === '-') && /[eE]/.test(expression[at - 1]);
        if (!/[0-9a-zA-Z_.]/.test(current) && !exponentSign) {
          break;
        }
        at += 1;
      }
      tokens.push({ kind: 'number' });
    } else if (/[a-zA-Z_:]/.test(char)) {
      const start = at;
      while (at < expression.length && /[a-zA-Z0-9_:]/.test(expression[at])) {
        at += 1;
      }
      tokens.push({ kind: 'identifier', text: expression.slice(start, at) });
    } else {
      const pair = expression.slice(at, at + 2);
      const text = ['=~', '!~', '!=', '==', '<=', '>='].includes(pair) ? pair : char;
      at += text.length;
      tokens.push({ kind: 'punctuation', text });
    }
  }
  return tokens;
}
