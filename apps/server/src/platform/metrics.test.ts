import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createTestUser, readOutbox, useTestApp } from '../../test/test-app.ts';

const TOKEN = 'metrics-token-for-tests-0123456789abcdef';
const app = useTestApp({ env: { METRICS_TOKEN: TOKEN } });
const without = useTestApp({ databaseOf: app });

async function scrape(): Promise<string> {
  const res = await app.inject({
    method: 'GET',
    url: '/metrics',
    headers: { authorization: `Bearer ${TOKEN}` },
  });
  expect(res.statusCode).toBe(200);
  expect(res.headers['content-type']).toContain('text/plain');
  return res.body;
}

describe('metrics', () => {
  it('answer only to their token, and do not exist without one', async () => {
    const { headers } = await createTestUser(app);
    expect((await app.inject({ method: 'GET', url: '/metrics' })).statusCode).toBe(401);
    expect((await app.inject({ method: 'GET', url: '/metrics', headers })).statusCode).toBe(401);
    expect((await without.inject({ method: 'GET', url: '/metrics' })).statusCode).toBe(404);
  });

  it('count requests by route pattern, job runs, letters and what the scrape reads', async () => {
    const { headers, user } = await createTestUser(app, { password: 'metrics-password-1' });
    await app.inject({ method: 'GET', url: '/api/health' });
    await app.inject({ method: 'GET', url: `/api/user/page/${user.userNumber + 100000}`, headers });
    app.jobs.register('metrics-test', z.object({}), async () => undefined);
    await app.jobs.enqueue('metrics-test', {});
    await app.jobs.runDue(['metrics-test']);
    await app.inject({ method: 'POST', url: '/api/user/pass-restore', payload: { email: user.email } });
    await readOutbox(app, user.email);

    const body = await scrape();
    expect(body).toContain('iskra_http_requests_total{method="GET",route="/api/health",status="200"} 1');
    // The pattern, never the path with its values.
    expect(body).toMatch(
      /iskra_http_requests_total\{method="GET",route="\/api\/user\/page\/:[a-zA-Z]+",status="404"\} 1/,
    );
    expect(body).not.toContain(String(user.userNumber + 100000));
    expect(body).toContain('iskra_http_request_duration_seconds_bucket');
    expect(body).toContain('iskra_job_runs_total{kind="metrics-test",outcome="done"} 1');
    expect(body).toMatch(/iskra_mails_total\{outcome="sent"\} [1-9]/);
    expect(body).toMatch(/iskra_jobs_waiting \d+/);
    expect(body).toMatch(/iskra_jobs_oldest_due_seconds \d/);
    expect(body).toMatch(/iskra_sockets_connected 0/);
    expect(body).toContain('iskra_payments');
    expect(body).toContain('iskra_process_cpu_user_seconds_total');
    expect(body).not.toContain(user.email);
  });
});
