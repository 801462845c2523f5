import { Button, Card, Checkbox, Stack, Text, Title } from '@mantine/core';
import { CalendarPlus } from 'lucide-react';
import { MemberPicker } from '../../lib/MemberPicker.tsx';
import { useSession } from '../../lib/useSession.ts';
import { useSyncedValue } from './useSyncedValue.ts';

type ParticipationBlockProps = {
  present: boolean;
  proxyId: string | null;
  /** Why the server refused the proxy chosen, under the picker. */
  proxyError: string | null;
  /** The members whose proxy this member holds: they cannot give their own. */
  proxiesHeld: string[];
  onPresentChange: (present: boolean) => void;
  onProxyChange: (proxyId: string | null) => void;
  onAddToCalendar: () => void;
  isCalendarLoading: boolean;
};

export function ParticipationBlock(props: ParticipationBlockProps) {
  const { user } = useSession();
  const [present, setPresent] = useSyncedValue(props.present);

  return (
    <Card withBorder radius="md" padding="lg" component="section" aria-label="Participation">
      <Stack gap="md">
        <Title order={3} size="h4">
          Participation
        </Title>
        <Checkbox
          label="Je serai présent(e)"
          checked={present}
          onChange={(event) => {
            setPresent(event.currentTarget.checked);
            props.onPresentChange(event.currentTarget.checked);
          }}
        />
        {props.proxiesHeld.length > 0 && (
          <Text size="sm">Vous détenez la procuration de : {props.proxiesHeld.join(', ')}</Text>
        )}
        {!present && (
          <MemberPicker
            label="Je donne procuration à :"
            placeholder="Sélectionnez une personne"
            value={props.proxyId}
            onChange={props.onProxyChange}
            excludeId={user?.id}
            error={props.proxyError}
            clearable
            maw={480}
          />
        )}
        <Button
          variant="light"
          leftSection={<CalendarPlus size={18} />}
          onClick={props.onAddToCalendar}
          loading={props.isCalendarLoading}
          w="fit-content"
        >
          Ajouter à mon agenda
        </Button>
      </Stack>
    </Card>
  );
}
