import type { DemoContext } from './demo-context.ts';

export async function seedQuestions(_demo: DemoContext) {}
