import { execFileSync } from 'node:child_process';

/** The text of a PDF, through poppler's pdftotext (Debian package `poppler-utils`, installed by .ci/run). */
export function pdfText(path: string): string {
  try {
    return execFileSync('pdftotext', ['-layout', path, '-'], { encoding: 'utf8', timeout: 20_000 });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') {
      throw new Error('pdftotext is missing: apt-get install poppler-utils');
    }
    throw error;
  }
}
