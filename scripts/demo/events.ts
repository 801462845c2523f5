import type { DemoContext } from './demo-context.ts';

export async function seedEvents(_demo: DemoContext) {}
