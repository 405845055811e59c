import { createHash } from 'node:crypto';
import { newNoteSalt, noteCommitment } from '../../../src/program-notes/note-commitment';

describe('note commitment', () => {
  it('should be hex SHA-256 of the UTF-8 bytes of salt followed by text', () => {
    const salt = 'ab'.repeat(32);
    const text = 'Prüfung: Sanktionsliste — ok';
    const expected = createHash('sha256')
      .update(Buffer.concat([Buffer.from(salt, 'utf8'), Buffer.from(text, 'utf8')]))
      .digest('hex');
    expect(noteCommitment(salt, text)).toBe(expected);
    expect(noteCommitment(salt, text)).toMatch(/^[0-9a-f]{64}$/);
  });

  it('should change when the salt or the text changes', () => {
    const salt = '01'.repeat(32);
    expect(noteCommitment(salt, 'a')).not.toBe(noteCommitment(salt, 'b'));
    expect(noteCommitment('02'.repeat(32), 'a')).not.toBe(noteCommitment(salt, 'a'));
  });

  it('should draw a fresh salt of 32 random bytes as 64 lowercase hex each time', () => {
    const first = newNoteSalt();
    expect(first).toMatch(/^[0-9a-f]{64}$/);
    expect(newNoteSalt()).not.toBe(first);
  });
});
