import { describe, expect, it } from 'vitest';
import { lazyRouteHandle, loadedOnce } from './routeHandle.ts';

describe('lazyRouteHandle', () => {
  it("asks for the page's first data along with its code, before the code has arrived", () => {
    const asked: string[] = [];
    const handle = lazyRouteHandle(
      () => {
        asked.push('code');
        return new Promise<never>(() => {});
      },
      async () => asked.push('data'),
    );
    void handle.preload({});
    expect(asked).toEqual(['data', 'code']);
  });
});

describe('loadedOnce', () => {
  it('loads once, and knows the value synchronously once it has arrived', async () => {
    let loads = 0;
    const page = loadedOnce(async () => ++loads);
    expect(page.value).toBeUndefined();
    await Promise.all([page.load(), page.load()]);
    expect(page.value).toBe(1);
    expect(loads).toBe(1);
  });
});
