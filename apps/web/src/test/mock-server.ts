import type { RequestHandler } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll } from 'vitest';

/**
 * The mock API of a test file (or of the describe block it is called in): it answers with
 * `handlers` from the first test to the last, a request no handler takes fails the test, and the
 * handlers a test adds with `server.use` end with that test.
 */
export function mockServer(...handlers: RequestHandler[]) {
  const server = setupServer(...handlers);
  beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
  afterEach(() => server.resetHandlers());
  afterAll(() => server.close());
  return server;
}
