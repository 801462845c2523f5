import { SimpleGrid, Stack } from '@mantine/core';
import {
  Boxes,
  FileText,
  FolderTree,
  Landmark,
  LayoutDashboard,
  Lightbulb,
  Mail,
  Package,
  Scale,
  UserCheck,
  Users,
  Wallet,
} from 'lucide-react';
import { PageTitle } from '../../lib/PageTitle.tsx';
import { FirstSetupCard } from '../settings/FirstSetupCard.tsx';
import { DashboardTile, type DashboardTileEntry, useShownTiles } from './DashboardTile.tsx';
import { RemindersBlock } from './RemindersBlock.tsx';
import { SimulatedPaymentBanner } from './SimulatedPaymentBanner.tsx';
import { StatCards } from './StatCards.tsx';
import { YearAtAGlance } from './YearAtAGlance.tsx';

const QUICK_ACTIONS: DashboardTileEntry[] = [
  {
    to: '/',
    title: 'Tableau de bord membre',
    description: "Revenir à l'espace membre",
    icon: LayoutDashboard,
  },
  { to: '/admin/users', title: 'Utilisateurs', description: 'Comptes et adhésions', icon: Users },
  {
    to: '/admin/documents',
    title: 'Documents',
    description: 'Documents envoyés aux membres',
    icon: FileText,
  },
  {
    to: '/admin/messages',
    title: 'Messages',
    description: 'Écrire aux membres, convocations, suivi des envois',
    icon: Mail,
  },
  {
    to: '/admin/aide-questions',
    title: 'Questions inspirantes',
    description: 'Ajouter, modifier, supprimer',
    icon: Lightbulb,
    module: 'questions',
  },
  {
    to: '/admin/assemblee-generale',
    title: 'Assemblées générales',
    description: 'Ordre du jour, présences et votes',
    icon: Landmark,
  },
  { to: '/admin/legal-infos', title: 'Informations légales', description: 'CGV, CGU, mentions', icon: Scale },
  {
    to: '/admin/validation-adhesions',
    title: 'Validation des adhésions',
    description: 'Comptes en attente',
    icon: UserCheck,
  },
  {
    to: '/admin/paiements',
    title: 'Paiements',
    description: 'Cotisations encaissées, totaux et export',
    icon: Wallet,
  },
  {
    to: '/admin/material',
    title: 'Matériel',
    description: 'Catalogue du matériel prêté',
    icon: Package,
    module: 'materials',
  },
  {
    to: '/admin/material/categories',
    title: 'Catégories de matériel',
    description: 'Classement du catalogue',
    icon: FolderTree,
    module: 'materials',
  },
  {
    to: '/admin/material/loans',
    title: 'Emprunts de matériel',
    description: 'Demandes et retours',
    icon: Boxes,
    module: 'materials',
  },
];

export function AdminDashboardPage() {
  const actions = useShownTiles(QUICK_ACTIONS);
  return (
    <Stack gap="xl">
      <PageTitle />
      <FirstSetupCard />
      <SimulatedPaymentBanner />
      <StatCards />
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md">
        {actions.map((action) => (
          <DashboardTile key={action.to} {...action} />
        ))}
      </SimpleGrid>
      <YearAtAGlance />
      <RemindersBlock />
    </Stack>
  );
}
