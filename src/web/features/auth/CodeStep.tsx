import { Alert, Button, Group, Stack, Text, TextInput, Title } from '@mantine/core';
import { Info, TriangleExclamationPoint } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { OTP_LENGTH } from '../../../domain/auth.ts';
import { useCodeVerification } from './useCodeVerification.ts';

type CodeStepProps = {
  email: string;
  /** Why no new code was sent (too many this hour): the last one received is to be typed. */
  notice?: string;
  /** Back to the email and password step (also used when that step has lapsed). */
  onBack: () => void;
};

export function CodeStep({ email, notice, onBack }: CodeStepProps) {
  const {
    form,
    handleSubmit,
    handleCodeChange,
    isVerifying,
    errorMessage,
    resendSecondsLeft,
    resendCode,
    isResending,
  } = useCodeVerification(onBack);
  const canResend = resendSecondsLeft === 0 && !isResending;
  const codeInputRef = useRef<HTMLInputElement>(null);

  useEffect(() => codeInputRef.current?.focus(), []);

  return (
    <form onSubmit={handleSubmit} noValidate>
      <Stack gap="md">
        <Title order={2} size="h3">
          Vérification
        </Title>
        <Text size="sm" c="dimmed">
          Saisissez le code à {OTP_LENGTH} chiffres envoyé à <strong>{email}</strong>.
        </Text>
        {notice && !errorMessage && (
          <Alert color="orange" icon={<Info size={18} />}>
            {notice}
          </Alert>
        )}
        {errorMessage && (
          <Alert color="red" icon={<TriangleExclamationPoint size={18} />}>
            {errorMessage}
          </Alert>
        )}
        <TextInput
          label="Code de vérification"
          inputMode="numeric"
          pattern="[0-9]*"
          autoComplete="one-time-code"
          placeholder="000000"
          ref={codeInputRef}
          {...form.getInputProps('code')}
          // No maxLength: a pasted '123 456' must survive; the handler keeps the first six digits.
          onChange={(event) => handleCodeChange(event.currentTarget.value)}
          styles={{ input: { letterSpacing: '0.4em', fontVariantNumeric: 'tabular-nums' } }}
        />
        <Button type="submit" loading={isVerifying} fullWidth>
          Vérifier
        </Button>
        <Group justify="space-between" gap="xs">
          <Button variant="subtle" size="compact-sm" onClick={onBack}>
            Retour
          </Button>
          <Button variant="subtle" size="compact-sm" disabled={!canResend} onClick={resendCode}>
            {resendSecondsLeft > 0 ? `Renvoyer le code (${resendSecondsLeft} s)` : 'Renvoyer le code'}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
