import type { DemoContext } from './demo-context.ts';

export async function seedDocuments(_demo: DemoContext) {}
