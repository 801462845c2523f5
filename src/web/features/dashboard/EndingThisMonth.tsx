import { Anchor, Card, List, Text } from '@mantine/core';
import { Link } from 'react-router';
import { formatLastDayCovered } from '../../../domain/members.ts';
import type { YearStatistics } from '../../../domain/statistics.ts';
import { formatCount, formatMonth } from '../../lib/format.ts';

/** Who has to renew this month: how many memberships end, how many are renewed, and who is not yet. */
export function EndingThisMonth({ ending }: { ending: YearStatistics['ending'] }) {
  const notRenewed = ending.count - ending.renewed;
  const unnamed = notRenewed - ending.members.length;
  return (
    <Card
      withBorder
      radius="md"
      padding="md"
      component="section"
      aria-label="Adhésions qui se terminent ce mois-ci"
    >
      <Text fw={600} component="h3" mb="sm">
        Adhésions qui se terminent ce mois-ci
      </Text>
      <Text fz={28} fw={700}>
        {formatCount(ending.count)}
      </Text>
      <Text size="sm" c="dimmed" mb="sm">
        en {formatMonth(ending.month)}, dont {formatCount(ending.renewed)} déjà renouvelée
        {ending.renewed > 1 ? 's' : ''}
      </Text>
      {ending.members.length > 0 && (
        <>
          <Text size="sm" fw={500}>
            À renouveler
          </Text>
          <List size="sm" spacing={2}>
            {ending.members.map((member) => (
              <List.Item key={`${member.user_id}-${member.date_fin}`}>
                {member.prenom} {member.nom} — fin le {formatLastDayCovered(member.date_fin)}
              </List.Item>
            ))}
          </List>
          {unnamed > 0 && (
            <Text size="sm" c="dimmed" mt={4}>
              et {formatCount(unnamed)} autre{unnamed > 1 ? 's' : ''}
            </Text>
          )}
        </>
      )}
      <Anchor component={Link} to="/admin/users" size="sm" mt="sm">
        Voir les utilisateurs
      </Anchor>
    </Card>
  );
}
