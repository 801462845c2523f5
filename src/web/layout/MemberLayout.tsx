import { AdminShortcut } from './AdminShortcut.tsx';
import { AppFrame } from './AppFrame.tsx';
import { MEMBER_NAV } from './navItems.ts';

export function MemberLayout() {
  return (
    <AppFrame navItems={MEMBER_NAV} navLabel="Menu de l'espace membre" homePath="/">
      <AdminShortcut />
    </AppFrame>
  );
}
