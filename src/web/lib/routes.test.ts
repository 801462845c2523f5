import { describe, expect, it } from 'vitest';
import { type LazyRouteHandle, lazyRoute } from './routes.tsx';

describe('lazyRoute', () => {
  it("asks for the page's first data along with its code, before the code has arrived", () => {
    const asked: string[] = [];
    const { handle } = lazyRoute(
      () => {
        asked.push('code');
        return new Promise<never>(() => {});
      },
      'Page',
      () => asked.push('data'),
    );
    void (handle as LazyRouteHandle).preload();
    expect(asked).toEqual(['data', 'code']);
  });
});
