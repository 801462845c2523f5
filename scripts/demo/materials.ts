import type { DemoContext } from './demo-context.ts';

export async function seedMaterials(_demo: DemoContext) {}
