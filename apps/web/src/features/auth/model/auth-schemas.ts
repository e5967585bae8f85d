import { ApiError } from '../../../shared/api/api-error.ts';

type AuthSchemaSet = typeof import('./auth-schema-set.ts');

let loading: Promise<AuthSchemaSet> | null = null;

/**
 * The schemas the landing's forms check before sending (registration, sign-in, password
 * restore). They come in a chunk of their own, with zod, asked for when a form is first touched
 * or submitted — not with the landing, which nobody needs them to see (issue 17, P6: zod is
 * about 24 KB of the first load). A chunk that fails to load (offline) fails as a connection
 * error and is asked for again on the next try.
 */
export function authSchemas(
  load: () => Promise<AuthSchemaSet | undefined> = () => import('./auth-schema-set.ts'),
): Promise<AuthSchemaSet> {
  loading ??= load()
    // A tab left from an earlier build reloads instead (app/stale-build.ts); the import then
    // resolves to nothing.
    .then((set) => {
      if (!set) throw new Error('The form checks chunk gave nothing');
      return set;
    })
    .catch((cause: unknown) => {
      loading = null;
      throw new ApiError('network', 'The form checks did not load', { cause });
    });
  return loading;
}

/** Starts loading the schemas early (a form got focus); a failure is left for the submit. */
export function preloadAuthSchemas(): void {
  authSchemas().catch(() => undefined);
}
