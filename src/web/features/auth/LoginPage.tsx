import { useDisclosure } from '@mantine/hooks';
import { Suspense, useState } from 'react';
import { useLocation } from 'react-router';
import { PublicPageFrame } from '../../layout/PublicPageFrame.tsx';
import { lazyNamed } from '../../lib/lazyNamed.ts';
import { readLocationState } from '../../lib/locationState.ts';
import { useIsHydrated } from '../../lib/useIsHydrated.ts';
import { CredentialsForm } from './CredentialsForm.tsx';
import { useLogin } from './useLogin.ts';

// Fetched when first shown: the page opens with the credentials form alone.
const CodeStep = lazyNamed(() => import('./CodeStep.tsx'), 'CodeStep');
const ForgotPasswordModal = lazyNamed(() => import('./ForgotPasswordModal.tsx'), 'ForgotPasswordModal');

export function LoginPage() {
  const location = useLocation();
  const [codeStep, setCodeStep] = useState<{ email: string; notice?: string } | null>(null);
  const [isForgotOpened, forgotModal] = useDisclosure(false);
  const [hasOpenedForgot, setHasOpenedForgot] = useState(false);
  const login = useLogin((email, notice) => setCodeStep({ email, notice }));
  // Handed by the page before, which the server cannot see: shown once the browser has the page.
  const notice = readLocationState(location.state).message;
  const isHydrated = useIsHydrated();

  return (
    <PublicPageFrame>
      {codeStep === null ? (
        <CredentialsForm
          login={login}
          notice={isHydrated ? notice : undefined}
          onForgotPassword={() => {
            setHasOpenedForgot(true);
            forgotModal.open();
          }}
        />
      ) : (
        <Suspense fallback={null}>
          <CodeStep email={codeStep.email} notice={codeStep.notice} onBack={() => setCodeStep(null)} />
        </Suspense>
      )}
      {hasOpenedForgot && (
        <Suspense fallback={null}>
          <ForgotPasswordModal
            opened={isForgotOpened}
            onClose={forgotModal.close}
            defaultEmail={login.form.values.email}
          />
        </Suspense>
      )}
    </PublicPageFrame>
  );
}
