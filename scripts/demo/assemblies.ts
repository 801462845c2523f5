import type { DemoContext } from './demo-context.ts';

export async function seedAssemblies(_demo: DemoContext) {}
