export const DISPLAY_NAME_MAX = 255;
export const DEFAULT_DISPLAY_NAME = 'document';

// Control (Cc), format (Cf: bidi overrides, zero-width) and separator-line/paragraph characters.
const UNSAFE_CHARACTERS = /[\p{Cc}\p{Cf}\u2028\u2029]/gu;

/**
 * The client's filename reduced to a display name: the last path segment only (both separators), no
 * control or bidi characters, NFC, trimmed, at most 255 code points. It is shown, never used as a path.
 */
export function sanitiseDisplayName(original: string | undefined | null): string {
  const normalised = (original ?? '').normalize('NFC').replace(UNSAFE_CHARACTERS, '');
  const segments = normalised.split(/[/\\]/);
  let name = (segments[segments.length - 1] ?? '').trim();
  if (/^\.+$/.test(name)) {
    name = '';
  }
  name = [...name].slice(0, DISPLAY_NAME_MAX).join('').trim();
  return name.length > 0 ? name : DEFAULT_DISPLAY_NAME;
}

/**
 * `Content-Disposition: attachment` carrying the display name: an ASCII fallback in `filename` (quotes,
 * backslashes and non-ASCII replaced) and the exact name in RFC 5987 `filename*` when it is not plain ASCII.
 */
export function attachmentHeader(displayName: string): string {
  const fallback = displayName.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
  if (fallback === displayName) {
    return `attachment; filename="${fallback}"`;
  }
  const encoded = encodeURIComponent(displayName).replace(
    /['()*]/g,
    (char) => `%${char.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  return `attachment; filename="${fallback}"; filename*=UTF-8''${encoded}`;
}
