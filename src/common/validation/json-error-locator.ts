export interface JsonSyntaxProblem {
  /** Character (code point) offset, as Python's json module reports it. */
  position: number;
  message: string;
}

/**
 * Finds where a JSON text stops being valid and names the problem the way Python's json module does,
 * so `json_invalid` errors carry the same `loc` position and `ctx.error` as FastAPI's.
 * Only called after JSON.parse has already refused the text.
 */
export function locateJsonError(text: string): JsonSyntaxProblem {
  const scanner = new Scanner(text);
  try {
    scanner.skipWhitespace();
    scanner.value();
    scanner.skipWhitespace();
    if (scanner.index < text.length) {
      scanner.fail('Extra data', scanner.index);
    }
    return { position: codePoints(text, text.length), message: 'Expecting value' };
  } catch (error) {
    if (error instanceof ScanError) {
      return { position: codePoints(text, error.index), message: error.message };
    }
    throw error;
  }
}

class ScanError extends Error {
  constructor(
    message: string,
    readonly index: number,
  ) {
    super(message);
  }
}

class Scanner {
  index = 0;

  constructor(private readonly text: string) {}

  fail(message: string, at: number): never {
    throw new ScanError(message, at);
  }

  skipWhitespace(): void {
    while (this.index < this.text.length && ' \t\n\r'.includes(this.text[this.index])) {
      this.index++;
    }
  }

  value(): void {
    const char = this.text[this.index];
    if (char === '{') {
      this.object();
    } else if (char === '[') {
      this.array();
    } else if (char === '"') {
      this.string();
    } else if (char !== undefined && /[-0-9]/.test(char)) {
      this.number();
    } else if (!this.literal('true') && !this.literal('false') && !this.literal('null')) {
      this.fail('Expecting value', this.index);
    }
  }

  private literal(word: string): boolean {
    if (this.text.startsWith(word, this.index)) {
      this.index += word.length;
      return true;
    }
    return false;
  }

  private number(): void {
    const match = /^-?(0|[1-9]\d*)(\.\d+)?([eE][+-]?\d+)?/.exec(this.text.slice(this.index));
    if (!match) {
      this.fail('Expecting value', this.index);
    }
    this.index += match[0].length;
  }

  private string(): void {
    const start = this.index;
    this.index++;
    while (this.index < this.text.length) {
      const char = this.text[this.index];
      if (char === '"') {
        this.index++;
        return;
      }
      if (char === '\\') {
        const escape = this.text[this.index + 1];
        if (escape === 'u') {
          if (!/^[0-9a-fA-F]{4}$/.test(this.text.slice(this.index + 2, this.index + 6))) {
            this.fail('Invalid \\uXXXX escape', this.index + 1);
          }
          this.index += 6;
          continue;
        }
        if (escape === undefined || !'"\\/bfnrt'.includes(escape)) {
          this.fail('Invalid \\escape', this.index);
        }
        this.index += 2;
        continue;
      }
      if (char.charCodeAt(0) < 0x20) {
        this.fail('Invalid control character at', this.index);
      }
      this.index++;
    }
    this.fail('Unterminated string starting at', start);
  }

  private array(): void {
    this.index++;
    this.skipWhitespace();
    if (this.text[this.index] === ']') {
      this.index++;
      return;
    }
    for (;;) {
      this.skipWhitespace();
      this.value();
      this.skipWhitespace();
      const char = this.text[this.index];
      if (char === ']') {
        this.index++;
        return;
      }
      if (char !== ',') {
        this.fail("Expecting ',' delimiter", this.index);
      }
      this.index++;
    }
  }

  private object(): void {
    this.index++;
    this.skipWhitespace();
    if (this.text[this.index] === '}') {
      this.index++;
      return;
    }
    for (;;) {
      this.skipWhitespace();
      if (this.text[this.index] !== '"') {
        this.fail('Expecting property name enclosed in double quotes', this.index);
      }
      this.string();
      this.skipWhitespace();
      if (this.text[this.index] !== ':') {
        this.fail("Expecting ':' delimiter", this.index);
      }
      this.index++;
      this.skipWhitespace();
      this.value();
      this.skipWhitespace();
      const char = this.text[this.index];
      if (char === '}') {
        this.index++;
        return;
      }
      if (char !== ',') {
        this.fail("Expecting ',' delimiter", this.index);
      }
      this.index++;
    }
  }
}

function codePoints(text: string, unitIndex: number): number {
  return [...text.slice(0, unitIndex)].length;
}
