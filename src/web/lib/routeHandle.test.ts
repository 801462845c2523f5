import { describe, expect, it } from 'vitest';
import { lazyRouteHandle } from './routeHandle.ts';

describe('lazyRouteHandle', () => {
  it("asks for the page's first data along with its code, before the code has arrived", () => {
    const asked: string[] = [];
    const handle = lazyRouteHandle(
      () => {
        asked.push('code');
        return new Promise<never>(() => {});
      },
      () => asked.push('data'),
    );
    void handle.preload();
    expect(asked).toEqual(['data', 'code']);
  });
});
