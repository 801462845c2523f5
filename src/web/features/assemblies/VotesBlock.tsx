import { Card, Group, Radio, Stack, Text, Title } from '@mantine/core';
import { CircleCheck } from 'lucide-react';
import {
  VOTE_LABELS,
  VOTE_QUESTIONS,
  VOTE_VALUES,
  type VoteQuestion,
  type VoteValue,
} from '../../../domain/assemblies.ts';
import type { VoteInput } from '../../../domain/assemblies-schemas.ts';
import { useSyncedValue } from './useSyncedValue.ts';

type VotesBlockProps = {
  votes: { question: string; vote: VoteValue }[];
  savingQuestion: string | null;
  onVote: (input: VoteInput) => void;
};

type QuestionProps = {
  question: VoteQuestion;
  saved: VoteValue | null;
  isSaving: boolean;
  onVote: (input: VoteInput) => void;
};

/** Under each question, what the server has kept: the member knows the vote counts. */
function RecordedVote({ saved, isSaving }: { saved: VoteValue | null; isSaving: boolean }) {
  if (isSaving)
    return (
      <Text size="sm" c="dimmed">
        Enregistrement…
      </Text>
    );
  if (!saved)
    return (
      <Text size="sm" c="dimmed">
        Pas encore de vote
      </Text>
    );
  return (
    <Group gap={6} c="teal.8">
      <CircleCheck size={16} aria-hidden />
      <Text size="sm" fw={500}>
        Réponse enregistrée : {VOTE_LABELS[saved]}
      </Text>
    </Group>
  );
}

function VoteQuestionGroup({ question, saved, isSaving, onVote }: QuestionProps) {
  const [choice, setChoice] = useSyncedValue(saved);
  return (
    <Stack gap={6}>
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
      <RecordedVote saved={saved} isSaving={isSaving} />
    </Stack>
  );
}

export function VotesBlock({ votes, savingQuestion, onVote }: VotesBlockProps) {
  return (
    <Card withBorder radius="md" padding="lg" component="section" aria-label="Votes">
      <Stack gap="lg">
        <Title order={3} size="h4">
          Votes
        </Title>
        {VOTE_QUESTIONS.map((question) => (
          <VoteQuestionGroup
            key={question}
            question={question}
            saved={votes.find((v) => v.question === question)?.vote ?? null}
            isSaving={savingQuestion === question}
            onVote={onVote}
          />
        ))}
      </Stack>
    </Card>
  );
}
