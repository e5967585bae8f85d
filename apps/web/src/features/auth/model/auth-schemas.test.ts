import { afterEach, describe, expect, it, vi } from 'vitest';

afterEach(() => {
  vi.doUnmock('./auth-schema-set.ts');
  vi.resetModules();
});

describe('the forms’ schemas, loaded on demand', () => {
  it('hands over the contract’s schemas, loading them once', async () => {
    const { authSchemas } = await import('./auth-schemas.ts');
    const first = await authSchemas();
    expect(first.emailSchema.safeParse('anna@example.ru').success).toBe(true);
    expect(first.emailSchema.safeParse('anna@').success).toBe(false);
    expect(await authSchemas()).toBe(first);
  });

  it('fails as a connection error when the chunk does not load, and asks again on the next try', async () => {
    let fail = true;
    vi.doMock('./auth-schema-set.ts', async (importOriginal) => {
      if (fail) throw new Error('Failed to fetch dynamically imported module');
      return importOriginal();
    });
    const { authSchemas } = await import('./auth-schemas.ts');
    await expect(authSchemas()).rejects.toMatchObject({ name: 'ApiError', kind: 'network' });
    fail = false;
    vi.resetModules();
    const set = await authSchemas();
    expect(set.loginSchema.safeParse({ email: 'anna@example.ru', password: 'secret12' }).success).toBe(true);
  });

  it('fails as a connection error when the import gives nothing (a stale build reloading)', async () => {
    const { authSchemas } = await import('./auth-schemas.ts');
    await expect(authSchemas(async () => undefined)).rejects.toMatchObject({
      name: 'ApiError',
      kind: 'network',
    });
    const set = await authSchemas();
    expect(set.emailSchema.safeParse('anna@example.ru').success).toBe(true);
  });
});
