import { classifyRoute, UNLIMITED } from '../../src/common/rate-limit/route-limit-class';

describe(classifyRoute.name, () => {
  it('should leave routes outside /api/ and unmatched requests unlimited', () => {
    expect(classifyRoute({ path: '/health', methods: { get: true } }, false)).toEqual(UNLIMITED);
    expect(classifyRoute({ path: '/admin/programs/:reference', methods: { get: true } }, true)).toEqual(UNLIMITED);
    expect(classifyRoute(undefined, false)).toEqual(UNLIMITED);
  });

  it('should put intake on its own budget only for the two intake templates written to', () => {
    expect(classifyRoute({ path: '/api/register', methods: { post: true } }, false).intake).toBe(true);
    expect(classifyRoute({ path: '/api/programs', methods: { post: true } }, false).intake).toBe(true);
    expect(classifyRoute({ path: '/api/programs/:reference', methods: { get: true } }, true).intake).toBe(false);
    expect(classifyRoute({ path: '/api/register/:reference/portal-step', methods: { post: true } }, true).intake).toBe(
      false,
    );
  });

  it('should key every route whose template names the program reference, whatever the method', () => {
    for (const path of [
      '/api/programs/:reference',
      '/api/checklist/:reference/items/:item_id',
      '/api/documents/:reference',
    ]) {
      expect(classifyRoute({ path, methods: { get: true } }, false).referenceIn).toBe('param');
    }
    expect(classifyRoute({ path: '/api/partners/:slug', methods: { get: true } }, false).referenceIn).toBeUndefined();
    expect(classifyRoute({ path: '/api/references/:referenceish', methods: { get: true } }, false).referenceIn).toBe(
      undefined,
    );
  });

  it('should treat only state-changing routes open to every caller as open writes', () => {
    expect(classifyRoute({ path: '/api/checklist/:reference/items/:item_id', methods: { patch: true } }, true)).toEqual(
      {
        limited: true,
        intake: false,
        referenceIn: 'param',
        openWrite: true,
      },
    );
    expect(classifyRoute({ path: '/api/checklist/:reference', methods: { get: true } }, true).openWrite).toBe(false);
    expect(
      classifyRoute({ path: '/api/admin/registrations/:reference', methods: { patch: true } }, false).openWrite,
    ).toBe(false);
  });

  it('should read the program of an open create from its body, but not of an open write addressed by another id', () => {
    expect(classifyRoute({ path: '/api/instructions', methods: { post: true } }, true).referenceIn).toBe('body');
    expect(
      classifyRoute({ path: '/api/instructions/:instruction_id', methods: { patch: true } }, true).referenceIn,
    ).toBe(undefined);
    expect(classifyRoute({ path: '/api/webhooks/idv-provider', methods: { post: true } }, false).referenceIn).toBe(
      undefined,
    );
  });
});
