import { DocumentContentType } from './content-sniffer';

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

/** The extension a display name gets for each sniffed type, and the other spellings kept when already there. */
const EXTENSIONS: Record<DocumentContentType, { canonical: string; alsoRight: readonly string[] }> = {
  'application/pdf': { canonical: 'pdf', alsoRight: [] },
  'image/png': { canonical: 'png', alsoRight: [] },
  'image/jpeg': { canonical: 'jpg', alsoRight: ['jpeg', 'jpe', 'jfif'] },
  'image/webp': { canonical: 'webp', alsoRight: [] },
  'image/tiff': { canonical: 'tiff', alsoRight: ['tif'] },
};

const EXTENSION_MAX = 8;

/**
 * The display name of a sanitised client filename for content sniffed as `contentType` (decisions §7 rev 2):
 * its extension follows the content, so a JPEG sent as `scan.svg` is offered as `scan.jpg` and never opened
 * by what the client's name claims. A right extension (`.jpeg`, `.TIF`) is kept; a name without one gains one.
 */
export function displayNameFor(sanitised: string, contentType: DocumentContentType): string {
  const { canonical, alsoRight } = EXTENSIONS[contentType];
  // Trailing dots and spaces are dropped by Windows when saving: "x.svg." would be saved as "x.svg".
  const name = trimEndOf(sanitised, '. ');
  const dot = name.lastIndexOf('.');
  const extension = dot > 0 ? name.slice(dot + 1) : '';
  const lower = extension.toLowerCase();
  if (lower === canonical || alsoRight.includes(lower)) {
    return name;
  }
  const stem = looksLikeExtension(extension) ? name.slice(0, dot) : name;
  const room = DISPLAY_NAME_MAX - canonical.length - 1;
  const kept = trimEndOf([...stem].slice(0, room).join(''), '. ');
  return `${kept.length > 0 ? kept : DEFAULT_DISPLAY_NAME}.${canonical}`;
}

/**
 * What reads as an extension to replace: up to 8 ASCII letters and digits, at least one letter ("scan.svg",
 * "x.html", "a.mp4"). A digits-only tail ("Invoice 2024.03") is part of the name: the extension is appended.
 */
function looksLikeExtension(text: string): boolean {
  return text.length <= EXTENSION_MAX && /^[a-z0-9]+$/i.test(text) && /[a-z]/i.test(text);
}

function trimEndOf(text: string, characters: string): string {
  let end = text.length;
  while (end > 0 && characters.includes(text[end - 1])) {
    end--;
  }
  return text.slice(0, end);
}

/**
 * `Content-Disposition: attachment` carrying the display name: an ASCII fallback in `filename` (quotes,
 * backslashes and non-ASCII replaced) and the exact name in RFC 5987 `filename*` when it is not plain ASCII.
 */
export function attachmentHeader(displayName: string): string {
  return dispositionHeader('attachment', displayName);
}

/** As `attachmentHeader`, for a response shown in place (`inline`: the console's document viewer). */
export function dispositionHeader(kind: 'attachment' | 'inline', displayName: string): string {
  const fallback = displayName.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
  if (fallback === displayName) {
    return `${kind}; filename="${fallback}"`;
  }
  const encoded = encodeURIComponent(displayName).replace(
    /['()*]/g,
    (char) => `%${char.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  return `${kind}; filename="${fallback}"; filename*=UTF-8''${encoded}`;
}
