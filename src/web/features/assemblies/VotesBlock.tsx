import { Card, Group, Radio, Stack, Title } from '@mantine/core';
import {
  VOTE_LABELS,
  VOTE_QUESTIONS,
  VOTE_VALUES,
  type VoteInput,
  type VoteQuestion,
  type VoteValue,
} from '../../../domain/assemblies.ts';
import { useSyncedValue } from './useSyncedValue.ts';

type VotesBlockProps = {
  votes: { question: string; vote: VoteValue }[];
  onVote: (input: VoteInput) => void;
};

type QuestionProps = { question: VoteQuestion; saved: VoteValue | null; onVote: (input: VoteInput) => void };

function VoteQuestionGroup({ question, saved, onVote }: QuestionProps) {
  const [choice, setChoice] = useSyncedValue(saved);
  return (
    <Radio.Group
      label={question}
      value={choice}
      onChange={(value) => {
        setChoice(value as VoteValue);
        onVote({ question, vote: value as VoteValue });
      }}
    >
      <Group mt="xs">
        {VOTE_VALUES.map((value) => (
          <Radio key={value} value={value} label={VOTE_LABELS[value]} />
        ))}
      </Group>
    </Radio.Group>
  );
}

export function VotesBlock({ votes, onVote }: VotesBlockProps) {
  return (
    <Card withBorder radius="md" padding="lg" component="section" aria-label="Votes">
      <Stack gap="lg">
        <Title order={4}>Votes</Title>
        {VOTE_QUESTIONS.map((question) => (
          <VoteQuestionGroup
            key={question}
            question={question}
            saved={votes.find((v) => v.question === question)?.vote ?? null}
            onVote={onVote}
          />
        ))}
      </Stack>
    </Card>
  );
}
