import { Test } from '@nestjs/testing';
import { CatalogError } from '../../../src/catalogs/catalog-error';
import { CorridorsCatalog } from '../../../src/catalogs/corridors.catalog';

jest.mock('../../../src/catalogs/data/corridors.json', () => ({ version: 1, corridors: [{ code: 'CA-US' }] }));

describe('Catalog loading at start', () => {
  it('should stop the module from starting with a message naming the file and the problem', async () => {
    const compiling = Test.createTestingModule({ providers: [CorridorsCatalog] }).compile();
    await expect(compiling).rejects.toThrow(CatalogError);
    await expect(Test.createTestingModule({ providers: [CorridorsCatalog] }).compile()).rejects.toThrow(
      'Invalid catalog data in corridors.json: corridors[0] (CA-US) "label" must be a non-empty string',
    );
  });
});
