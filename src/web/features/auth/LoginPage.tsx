import { useDisclosure } from '@mantine/hooks';
import { useState } from 'react';
import { useLocation } from 'react-router';
import { PublicPageFrame } from '../../layout/PublicPageFrame.tsx';
import { readLocationState } from '../../lib/locationState.ts';
import { CodeStep } from './CodeStep.tsx';
import { CredentialsForm } from './CredentialsForm.tsx';
import { ForgotPasswordModal } from './ForgotPasswordModal.tsx';
import { useLogin } from './useLogin.ts';

export function LoginPage() {
  const location = useLocation();
  const [codeEmail, setCodeEmail] = useState<string | null>(null);
  const [isForgotOpened, forgotModal] = useDisclosure(false);
  const login = useLogin(setCodeEmail);

  return (
    <PublicPageFrame>
      {codeEmail === null ? (
        <CredentialsForm
          login={login}
          notice={readLocationState(location.state).message}
          onForgotPassword={forgotModal.open}
        />
      ) : (
        <CodeStep email={codeEmail} onBack={() => setCodeEmail(null)} />
      )}
      <ForgotPasswordModal
        opened={isForgotOpened}
        onClose={forgotModal.close}
        defaultEmail={login.form.values.email}
      />
    </PublicPageFrame>
  );
}
