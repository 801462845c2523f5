import { Button, Card, Checkbox, Group, SegmentedControl, Stack, Text, Title } from '@mantine/core';
import { TimeInput } from '@mantine/dates';
import { CalendarClock, FlaskConical, Send } from 'lucide-react';
import { useState } from 'react';
import { CONVOCATION_REMINDER_TOO_LATE } from '../../../domain/association-messages.ts';
import { todayIso } from '../../../domain/members.ts';
import { openConfirmModal } from '../../lib/confirmModalsHost.ts';
import { FrenchDateInput } from '../../lib/FrenchDateInput.tsx';
import { formatCountOf, formatDateTime } from '../../lib/format.ts';
import { parisInstant } from './parisTime.ts';
import type { ConvocationReminder } from './useConvocationReminder.ts';

type When = 'now' | 'later';
const WHEN_OPTIONS = [
  { value: 'now', label: 'Maintenant' },
  { value: 'later', label: 'À une date' },
];

type SendPanelProps = {
  subject: string;
  /** The audience's count, unknown while it is being counted or incomplete. */
  count: number | undefined;
  /** A convocation's reminder two days before its assembly; null for another message. */
  reminder: ConvocationReminder | null;
  /** Checks the form, showing its errors; true when it may go. */
  validate: () => boolean;
  onSend: (scheduledAt: string | null, reminder: boolean) => void;
  isSending: boolean;
  onTest: () => void;
  isTesting: boolean;
};

/**
 * « M'envoyer un test », then sending now or at a date and time of Paris, after a confirmation;
 * a convocation may take its reminder two days before the assembly along.
 */
export function SendPanel({
  subject,
  count,
  reminder: convocationReminder,
  validate,
  onSend,
  isSending,
  onTest,
  isTesting,
}: SendPanelProps) {
  const [when, setWhen] = useState<When>('now');
  const [date, setDate] = useState<string | null>(null);
  const [time, setTime] = useState('');
  const [scheduleError, setScheduleError] = useState<string | null>(null);
  const [reminderChecked, setReminderChecked] = useState(false);
  const reminderAt = convocationReminder?.isOffered ? convocationReminder.at : null;
  const reminder = reminderChecked && reminderAt !== null;
  const canSend = count !== undefined && count > 0;

  const handleSend = () => {
    if (!validate() || !canSend) return;
    const scheduledAt = when === 'later' && date && time ? parisInstant(date, time) : null;
    if (when === 'later' && (!scheduledAt || scheduledAt.getTime() <= Date.now())) {
      setScheduleError('Choisissez une date et une heure à venir');
      return;
    }
    if (reminder && scheduledAt && scheduledAt >= reminderAt) {
      setScheduleError("La convocation doit partir avant son rappel, deux jours avant l'assemblée");
      return;
    }
    setScheduleError(null);
    const recipients = formatCountOf(count, 'membre');
    const reminderText = reminder
      ? ` Un rappel partira le ${formatDateTime(reminderAt)} (heure de Paris) vers les mêmes destinataires.`
      : '';
    openConfirmModal({
      title: scheduledAt ? "Programmer l'envoi" : 'Envoyer le message',
      children: (
        <Text size="sm">
          {scheduledAt
            ? `« ${subject.trim()} » partira le ${formatDateTime(scheduledAt)} (heure de Paris) vers ${recipients}.`
            : `« ${subject.trim()} » part maintenant vers ${recipients}.`}
          {reminderText} Un message envoyé ne peut plus être modifié.
        </Text>
      ),
      labels: { confirm: scheduledAt ? 'Programmer' : 'Envoyer', cancel: 'Annuler' },
      onConfirm: () => onSend(scheduledAt ? scheduledAt.toISOString() : null, reminder),
    });
  };

  return (
    <Card withBorder radius="md" padding="lg" component="section" aria-label="Envoi">
      <Stack gap="md">
        <Title order={2} size="h4">
          Envoi
        </Title>
        <Group>
          <Button
            variant="default"
            leftSection={<FlaskConical size={16} />}
            loading={isTesting}
            onClick={onTest}
          >
            M'envoyer un test
          </Button>
        </Group>
        <Stack gap={4}>
          <Text size="sm" fw={500} id="send-when">
            Quand
          </Text>
          <SegmentedControl
            aria-labelledby="send-when"
            data={WHEN_OPTIONS}
            value={when}
            onChange={(value) => setWhen(value as When)}
            w="fit-content"
          />
        </Stack>
        {when === 'later' && (
          <Group align="flex-start" gap="sm">
            <FrenchDateInput
              label="Date d'envoi"
              minDate={todayIso()}
              value={date}
              onChange={setDate}
              error={scheduleError}
              w={180}
            />
            <TimeInput
              label="Heure (Paris)"
              value={time}
              onChange={(event) => setTime(event.currentTarget.value)}
              w={140}
            />
          </Group>
        )}
        <Group>
          <Button
            leftSection={when === 'later' ? <CalendarClock size={16} /> : <Send size={16} />}
            disabled={!canSend}
            loading={isSending}
            onClick={handleSend}
          >
            {when === 'later' ? 'Programmer' : 'Envoyer maintenant'}
          </Button>
          {convocationReminder && (
            <Checkbox
              label="Envoyer un rappel deux jours avant l'assemblée"
              description={
                reminderAt
                  ? `Le ${formatDateTime(reminderAt)} (heure de Paris)`
                  : CONVOCATION_REMINDER_TOO_LATE
              }
              disabled={reminderAt === null}
              checked={reminder}
              onChange={(event) => setReminderChecked(event.currentTarget.checked)}
            />
          )}
        </Group>
      </Stack>
    </Card>
  );
}
