import { questionsInspirantes } from '../../src/server/db/schema.ts';
import type { DemoContext } from './demo-context.ts';

const QUESTIONS = [
  'Quel est votre plus ancien souvenir ?',
  'Comment était la maison de votre enfance ?',
  'À quoi jouiez-vous dans la cour de récréation ?',
  'Quel était le plat de fête dans votre famille ?',
  'Comment avez-vous rencontré votre conjoint ?',
  'Quel a été votre premier métier, et votre premier salaire ?',
  'Quelle chanson vous rappelle votre jeunesse ?',
  'Quel voyage vous a le plus marqué ?',
  'Qui était votre meilleur ami d’enfance ?',
  'Quelle fête de village attendiez-vous toute l’année ?',
  'Quel conseil donneriez-vous à vos petits-enfants ?',
  'Quel objet de votre enfance aimeriez-vous retrouver ?',
];

export async function seedQuestions({ tx }: DemoContext) {
  const now = Date.now();
  await tx
    .insert(questionsInspirantes)
    .values(
      QUESTIONS.map((question, index) => ({ question, created_at: new Date(now - index * 3_600_000) })),
    );
}
