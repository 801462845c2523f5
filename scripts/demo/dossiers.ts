import type { DemoContext } from './demo-context.ts';

export async function seedDossiers(_demo: DemoContext) {}
