import { Readable } from 'node:stream';
import { csvStream } from '../../../src/common/csv/csv-stream';
import { attachmentDisposition, csvCell, csvRow } from '../../../src/common/csv/csv-writer';

describe('CSV writer', () => {
  it.each([
    ['plain', 'plain'],
    ['', ''],
    [null, ''],
    [undefined, ''],
    [42, '42'],
    [-5, '-5'],
    [true, 'true'],
    ['a,b', '"a,b"'],
    ['say "hi"', '"say ""hi"""'],
    ['line\nbreak', '"line\nbreak"'],
    ['cr\rhere', '"cr\rhere"'],
    ['=1+1', "'=1+1"],
    ['+1 555', "'+1 555"],
    ['-CA', "'-CA"],
    ['@SUM(A1)', "'@SUM(A1)"],
    ['\tTAB', "'\tTAB"],
    ['\rCR', `"'\rCR"`],
    ['=HYPERLINK("x","y")', `"'=HYPERLINK(""x"",""y"")"`],
    ['a=b', 'a=b'],
  ])('%j → %j', (value, expected) => {
    expect(csvCell(value as string)).toBe(expected);
  });

  it('should end rows with CRLF', () => {
    expect(csvRow(['a', 1, null, 'b,c'])).toBe('a,1,,"b,c"\r\n');
  });

  it('should make a safe attachment header', () => {
    expect(attachmentDisposition('registrations-a b/"c".csv')).toBe('attachment; filename="registrations-a_b_c_.csv"');
  });

  it('should fetch pages only as the consumer reads them', async () => {
    const fetched: Array<number | undefined> = [];
    const stream = await csvStream<number, number>({
      header: ['n'],
      toCells: (n) => [n],
      fetchPage: async (cursor) => {
        fetched.push(cursor);
        const start = cursor ?? 0;
        const rows = start >= 30 ? [] : [start + 1, start + 2, start + 3];
        return { rows, next: rows.length ? start + 3 : undefined };
      },
    });
    expect(fetched).toEqual([undefined]);
    const text = await collect(stream);
    expect(text.split('\r\n').slice(0, 4)).toEqual(['n', '1', '2', '3']);
    expect(text.split('\r\n').filter(Boolean)).toHaveLength(31);
    expect(fetched).toHaveLength(11);
  });

  it('should surface a failure of the first page before any byte is streamed', async () => {
    await expect(
      csvStream({ header: ['n'], toCells: () => [], fetchPage: () => Promise.reject(new Error('db down')) }),
    ).rejects.toThrow('db down');
  });
});

async function collect(stream: Readable): Promise<string> {
  let text = '';
  for await (const chunk of stream) {
    text += String(chunk);
  }
  return text;
}
