import { Outlet } from 'react-router';
import { LegalModalHost } from './LegalModalHost.tsx';

export function RootLayout() {
  return (
    <>
      <Outlet />
      <LegalModalHost />
    </>
  );
}
