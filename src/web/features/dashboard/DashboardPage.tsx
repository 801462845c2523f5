import { Button, Card, Group, SimpleGrid, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { Building, CalendarDays, FileText, FolderOpen, Lightbulb } from 'lucide-react';
import { Link } from 'react-router';
import { PageTitle } from '../../lib/PageTitle.tsx';
import { useModuleOn } from '../../lib/useModules.ts';
import { useSession } from '../../lib/useSession.ts';
import { MembershipSummary } from '../members/MembershipSummary.tsx';
import { LatestMessageCard } from '../messages/LatestMessageCard.tsx';
import { DashboardTile, type DashboardTileEntry, useShownTiles } from './DashboardTile.tsx';

const TILES: DashboardTileEntry[] = [
  {
    to: '/evenements',
    title: 'Événements',
    description: "Les prochains rendez-vous de l'association",
    icon: CalendarDays,
  },
  {
    to: '/dossiers',
    title: 'Dossiers',
    description: 'Le suivi des projets de recueil',
    icon: FolderOpen,
    module: 'dossiers',
  },
  {
    to: '/structures',
    title: 'Structures',
    description: 'Les structures partenaires',
    icon: Building,
    module: 'structures',
  },
  { to: '/documents', title: 'Documents', description: 'Vos documents et ceux de tous', icon: FileText },
];

export function DashboardPage() {
  const { user } = useSession();
  const isOn = useModuleOn();
  const tiles = useShownTiles(TILES);

  return (
    <Stack gap="xl">
      <PageTitle>Bienvenue, {user?.prenom} !</PageTitle>

      <MembershipSummary />

      <LatestMessageCard />

      {isOn('souvenir') && <SouvenirCard />}

      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        {tiles.map((tile) => (
          <DashboardTile key={tile.to} {...tile} />
        ))}
      </SimpleGrid>
    </Stack>
  );
}

/** The way into the inspiring questions: its own module, since not every association collects memories. */
function SouvenirCard() {
  return (
    <Card
      component={Link}
      to="/aide-questions"
      radius="md"
      padding="xl"
      bg="linear-gradient(135deg, var(--mantine-color-teal-7), var(--mantine-color-cyan-7))"
      c="white"
    >
      <Group justify="space-between" wrap="wrap" gap="md">
        <Group wrap="nowrap" gap="md">
          <ThemeIcon size={52} radius="xl" color="white" variant="white">
            <Lightbulb size={28} color="var(--mantine-color-teal-7)" />
          </ThemeIcon>
          <div>
            <Title order={2} size="h3" c="white">
              Besoin d'inspiration ?
            </Title>
            <Text>Tirez une question inspirante pour lancer le recueil d'un souvenir.</Text>
          </div>
        </Group>
        <Button component="span" variant="white" color="teal">
          Découvrir une question
        </Button>
      </Group>
    </Card>
  );
}
