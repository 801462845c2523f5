import { describe, expect, it } from 'vitest';
import { pickQuestion } from './questions.ts';

const questions = [{ id: 'a' }, { id: 'b' }, { id: 'c' }];

describe('question picker', () => {
  it('never gives the current question again when there is another', () => {
    for (const random of [0, 0.34, 0.5, 0.67, 0.99]) {
      expect(pickQuestion(questions, 'a', () => random)?.id).not.toBe('a');
    }
    expect(pickQuestion(questions.slice(0, 2), 'b', () => 0.99)?.id).toBe('a');
  });

  it('gives the only question again, and nothing when there is none', () => {
    expect(pickQuestion([{ id: 'a' }], 'a')?.id).toBe('a');
    expect(pickQuestion([], undefined)).toBeUndefined();
  });

  it('draws among all questions at first', () => {
    expect(pickQuestion(questions, undefined, () => 0.99)?.id).toBe('c');
  });
});
