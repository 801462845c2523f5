import type { DemoContext } from './demo-context.ts';

export async function seedMembers(_demo: DemoContext) {}
