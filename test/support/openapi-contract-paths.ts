// Finds which documented path template a request path belongs to, the way the service routes it: case-sensitive,
// one optional trailing slash, `{param}` standing for exactly one non-empty segment.

const WHOLE_SEGMENT_PARAMETER = /^\{[^{}]+\}$/;

export interface PathTemplate {
  template: string;
  /** One entry per segment: the literal text, or undefined for a `{param}`. */
  segments: Array<string | undefined>;
  literals: number;
}

export function compileTemplate(template: string): PathTemplate {
  const segments = splitPath(template).map((segment) => (WHOLE_SEGMENT_PARAMETER.test(segment) ? undefined : segment));
  return { template, segments, literals: segments.filter((segment) => segment !== undefined).length };
}

/** The raw path of a request target, without its query (nor a fragment, should a client send one). */
export function rawPathOf(url: string): string {
  const end = [url.indexOf('?'), url.indexOf('#')].filter((index) => index >= 0);
  return end.length > 0 ? url.slice(0, Math.min(...end)) : url;
}

export function matchesTemplate(template: PathTemplate, rawPath: string): boolean {
  const segments = splitPath(rawPath);
  return (
    segments.length === template.segments.length &&
    template.segments.every((literal, index) =>
      literal === undefined ? segments[index].length > 0 : segments[index] === literal,
    )
  );
}

/** The templates that match, best first: more literal segments, then a literal earlier in the path. */
export function matchingTemplates(templates: PathTemplate[], rawPath: string): PathTemplate[] {
  return templates.filter((template) => matchesTemplate(template, rawPath)).sort(preferMoreLiteral);
}

function preferMoreLiteral(left: PathTemplate, right: PathTemplate): number {
  if (left.literals !== right.literals) {
    return right.literals - left.literals;
  }
  for (let index = 0; index < left.segments.length; index++) {
    const leftLiteral = left.segments[index] !== undefined;
    if (leftLiteral !== (right.segments[index] !== undefined)) {
      return leftLiteral ? -1 : 1;
    }
  }
  return 0;
}

function splitPath(path: string): string[] {
  const trimmed = path.length > 1 && path.endsWith('/') ? path.slice(0, -1) : path;
  return trimmed.split('/');
}
