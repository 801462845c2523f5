import type { DemoContext } from './demo-context.ts';

export async function seedStructures(_demo: DemoContext) {}
