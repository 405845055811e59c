import {
  attachmentHeader,
  dispositionHeader,
  displayNameFor,
  sanitiseDisplayName,
} from '../../../src/documents/display-name';
import { sniffContentType } from '../../../src/documents/content-sniffer';

describe('sanitiseDisplayName', () => {
  it.each([
    ['../../etc/passwd', 'passwd'],
    ['C:\\Users\\me\\scan.png', 'scan.png'],
    ['a/b/../c.pdf', 'c.pdf'],
    ['..', 'document'],
    ['.', 'document'],
    ['', 'document'],
    [undefined, 'document'],
    ['x\u0000y\u0085z\u2028\u202e.pdf', 'xyz.pdf'],
    ['  spaced name.pdf  ', 'spaced name.pdf'],
    ['e\u0301.pdf', '\u00e9.pdf'],
  ])('should turn %j into %j', (input, expected) => {
    expect(sanitiseDisplayName(input)).toBe(expected);
  });

  it('should keep at most 255 code points', () => {
    expect([...sanitiseDisplayName('😀'.repeat(300))]).toHaveLength(255);
  });
});

describe(displayNameFor.name, () => {
  it.each([
    ['x.svg', 'image/jpeg', 'x.jpg'],
    ['scan.svg', 'image/jpeg', 'scan.jpg'],
    ['report.html', 'application/pdf', 'report.pdf'],
    ['setup.exe', 'image/png', 'setup.png'],
    ['invoice.pdf.exe', 'application/pdf', 'invoice.pdf.pdf'],
    ['photo.jpg.exe', 'image/jpeg', 'photo.jpg.jpg'],
    ['page.HTM', 'image/webp', 'page.webp'],
    ['scan.tif', 'image/tiff', 'scan.tif'],
    ['scan.TIFF', 'image/tiff', 'scan.TIFF'],
    ['scan.jpeg', 'image/tiff', 'scan.tiff'],
    ['scan.jpeg', 'image/jpeg', 'scan.jpeg'],
    ['SCAN.JPG', 'image/jpeg', 'SCAN.JPG'],
    ['photo.webp', 'image/webp', 'photo.webp'],
    ['statement.pdf', 'application/pdf', 'statement.pdf'],
    ['statement', 'application/pdf', 'statement.pdf'],
    ['document', 'image/png', 'document.png'],
    ['Invoice 2024.03', 'application/pdf', 'Invoice 2024.03.pdf'],
    ['x.svg.', 'image/jpeg', 'x.jpg'],
    ['x.svg . .', 'image/jpeg', 'x.jpg'],
    ['.svg', 'image/png', '.svg.png'],
    ['archive.verylongext', 'application/pdf', 'archive.verylongext.pdf'],
    ['relevé "bancaire".html', 'application/pdf', 'relevé "bancaire".pdf'],
  ] as const)('should offer %j sniffed as %s as %j', (name, type, expected) => {
    expect(displayNameFor(name, type)).toBe(expected);
  });

  it('should keep the extension within 255 code points by shortening the name', () => {
    const shown = displayNameFor(sanitiseDisplayName(`${'😀'.repeat(300)}.svg`), 'image/png');
    expect([...shown]).toHaveLength(255);
    expect(shown.endsWith('😀.png')).toBe(true);
  });

  it('should be stable: a name already fixed stays as it is', () => {
    for (const type of ['application/pdf', 'image/png', 'image/jpeg', 'image/webp', 'image/tiff'] as const) {
      const once = displayNameFor('x.svg', type);
      expect(displayNameFor(once, type)).toBe(once);
    }
  });
});

describe('attachmentHeader', () => {
  it('should quote a plain ASCII name', () => {
    expect(attachmentHeader('scan.png')).toBe('attachment; filename="scan.png"');
  });

  it('should add an RFC 5987 filename* for other names and never let a quote through', () => {
    expect(attachmentHeader('a"b\\c.pdf')).toBe(`attachment; filename="a_b_c.pdf"; filename*=UTF-8''a%22b%5Cc.pdf`);
    expect(attachmentHeader("l'été.pdf")).toBe(
      `attachment; filename="l'_t_.pdf"; filename*=UTF-8''l%27%C3%A9t%C3%A9.pdf`,
    );
  });
});

describe('dispositionHeader', () => {
  it('should name the file the same way shown in place (the console viewer) as downloaded', () => {
    expect(dispositionHeader('inline', 'scan.png')).toBe('inline; filename="scan.png"');
    expect(dispositionHeader('inline', "l'été.pdf")).toBe(
      `inline; filename="l'_t_.pdf"; filename*=UTF-8''l%27%C3%A9t%C3%A9.pdf`,
    );
    expect(dispositionHeader('attachment', 'a"b.pdf')).toBe(attachmentHeader('a"b.pdf'));
  });
});

describe('sniffContentType', () => {
  it.each([
    ['%PDF-1.4', 'application/pdf'],
    ['RIFF\u0000\u0000\u0000\u0000WEBP', 'image/webp'],
    ['RIFF\u0000\u0000\u0000\u0000WAVE', null],
    ['<html>', null],
    ['PK\u0003\u0004', null],
    ['%PD', null],
  ])('should sniff %j as %j', (text, expected) => {
    expect(sniffContentType(Buffer.from(text, 'latin1'))).toBe(expected);
  });
});
