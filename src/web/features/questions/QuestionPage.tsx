import { Button, Card, Center, Stack, Text } from '@mantine/core';
import { RefreshCw } from 'lucide-react';
import { PageTitle } from '../../lib/PageTitle.tsx';
import { useQuestionPicker } from './useQuestionPicker.ts';

export function QuestionPage() {
  const { question, isLoading, hasQuestions, background, drawAnother } = useQuestionPicker();

  return (
    <Stack gap="lg" maw={760} mx="auto" w="100%">
      <PageTitle />
      <Text c="dimmed">Une question pour lancer la conversation et faire remonter un souvenir.</Text>
      <Card
        radius="lg"
        padding="xl"
        mih={240}
        c="white"
        style={{ background, transition: 'background 400ms ease' }}
        data-testid="question-card"
      >
        <Center mih={200}>
          <Text component="p" ta="center" fz={{ base: 'xl', sm: 28 }} fw={600} aria-live="polite">
            {isLoading ? 'Chargement...' : (question ?? 'Aucune question disponible.')}
          </Text>
        </Center>
      </Card>
      <Center>
        <Button
          size="md"
          leftSection={<RefreshCw size={18} />}
          onClick={drawAnother}
          disabled={!hasQuestions}
        >
          Nouvelle question
        </Button>
      </Center>
    </Stack>
  );
}
