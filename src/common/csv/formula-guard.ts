/**
 * The spreadsheet formula-injection guard of every CSV the service writes (decisions §11, OWASP "CSV
 * Injection"): a text cell that a spreadsheet could read as a formula gets a leading apostrophe, so it is
 * shown as text. Spreadsheets trim some leading characters and accept compatibility forms of the trigger
 * characters (fullwidth `＝`, small `﹦`, superscript `⁺`…), so the trigger is looked for after those.
 */
const TRIGGERS = new Set(['=', '+', '-', '@', '\t', '\r']);

/**
 * Skipped before the first meaningful character: space, LF, BOM, zero-width joiners, and every character whose
 * NFKC form is a space (no-break, en/em/figure/thin, narrow no-break, medium mathematical, ideographic).
 */
const ASCII_LEADERS = [' ', '\n'];
const NON_ASCII_LEADER_CODES = new Set([
  0xfeff, 0x200b, 0x200c, 0x200d, 0x2060, 0xa0, 0x2000, 0x2001, 0x2002, 0x2003, 0x2004, 0x2005, 0x2006, 0x2007, 0x2008,
  0x2009, 0x200a, 0x202f, 0x205f, 0x3000,
]);

// The ASCII answer by table lookup: export cells are mostly ASCII, and this runs on every text cell.
const LEADER = 1;
const TRIGGER = 2;
const ASCII_CLASS = new Uint8Array(0x80);
for (const leader of ASCII_LEADERS) {
  ASCII_CLASS[leader.charCodeAt(0)] = LEADER;
}
for (const trigger of TRIGGERS) {
  ASCII_CLASS[trigger.charCodeAt(0)] = TRIGGER;
}

/**
 * True when the first character after leading spaces, LF, BOM and zero-width characters is, once
 * NFKC-normalised, one of = + - @ TAB CR. Linear in the number of leading characters skipped. That character
 * is normalised on its own, so a combining mark cannot fold a trigger into another character (`=` + U+0338
 * would become `≠` in a normalised string, yet a spreadsheet sees the `=`).
 */
export function startsLikeFormula(value: string): boolean {
  for (let index = 0; index < value.length; index++) {
    const code = value.charCodeAt(index);
    if (code < ASCII_CLASS.length) {
      const kind = ASCII_CLASS[code];
      if (kind === LEADER) {
        continue;
      }
      return kind === TRIGGER;
    }
    if (NON_ASCII_LEADER_CODES.has(code)) {
      continue;
    }
    // Only the first meaningful character is normalised: once per cell, however long the cell.
    const char = String.fromCodePoint(value.codePointAt(index) ?? code);
    return TRIGGERS.has(char.normalize('NFKC').charAt(0));
  }
  return false;
}

/** The cell with a leading apostrophe when it starts like a formula, unchanged otherwise. */
export function guardFormula(value: string): string {
  return startsLikeFormula(value) ? `'${value}` : value;
}
