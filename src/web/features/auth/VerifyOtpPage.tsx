import { Navigate, useLocation, useNavigate } from 'react-router';
import { PublicPageFrame } from '../../layout/PublicPageFrame.tsx';
import { type AppLocationState, readLocationState } from '../../lib/locationState.ts';
import { useIsHydrated } from '../../lib/useIsHydrated.ts';
import { CodeStep } from './CodeStep.tsx';

/** The code step on its own page, for a visitor sent here with the email the code went to. */
export function VerifyOtpPage() {
  const location = useLocation();
  const navigate = useNavigate();
  const { email, from } = readLocationState(location.state);

  // The server cannot see the email the sign-in page handed over: the browser decides.
  if (!useIsHydrated()) return <PublicPageFrame>{null}</PublicPageFrame>;
  if (!email) {
    const state: AppLocationState = { message: "Veuillez d'abord saisir votre email", from };
    return <Navigate to="/login" replace state={state} />;
  }

  return (
    <PublicPageFrame>
      <CodeStep email={email} onBack={() => navigate('/login', { state: { from } })} />
    </PublicPageFrame>
  );
}
