import { gradeOf, HEALTH_WEIGHTS, STATUS_PROGRESS } from '../../../src/exports/program-health';
import { uploadLimits } from '../../../src/documents/multipart-upload.interceptor';

describe('program health formula', () => {
  it('should weigh its components to 100', () => {
    expect(Object.values(HEALTH_WEIGHTS).reduce((sum, weight) => sum + weight, 0)).toBe(100);
  });

  it.each([
    [100, 'A'],
    [90, 'A'],
    [89, 'B'],
    [75, 'B'],
    [74, 'C'],
    [60, 'C'],
    [59, 'D'],
    [40, 'D'],
    [39, 'F'],
    [0, 'F'],
  ])('should grade %i as %s', (score, grade) => {
    expect(gradeOf(score)).toBe(grade);
  });

  it('should give a declined program no status progress and an approved one all of it', () => {
    expect(STATUS_PROGRESS.declined).toBe(0);
    expect(STATUS_PROGRESS.approved).toBe(100);
  });
});

describe('uploadLimits', () => {
  it('should bound every multipart dimension, the file size by MAX_UPLOAD_BYTES', () => {
    expect(uploadLimits(1234)).toEqual({
      fileSize: 1234,
      files: 1,
      fields: 5,
      parts: 6,
      fieldSize: 1024,
      fieldNameSize: 100,
      headerPairs: 20,
    });
  });
});
