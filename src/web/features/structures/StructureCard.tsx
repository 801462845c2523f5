import { Anchor, Badge, Card, Group, Stack, Text, Title } from '@mantine/core';
import { Mail, MapPin, Phone } from 'lucide-react';
import { STRUCTURE_CATEGORY_LABELS, type StructureStatus } from '../../../domain/structures.ts';
import type { Structure } from '../../../domain/structures-schemas.ts';
import { DeleteButton, EditButton } from '../../lib/ActionButtons.tsx';

const STATUS_COLORS: Record<StructureStatus, string> = {
  Contacté: 'blue',
  "En attente d'un retour": 'yellow',
  'Pas intéressé': 'gray',
  'Contrat en cours': 'green',
  "N'existe plus": 'red',
};

type StructureCardProps = {
  structure: Structure;
  /** Set for admins only. */
  onEdit?: () => void;
  onDelete?: () => void;
};

export function StructureCard({ structure, onEdit, onDelete }: StructureCardProps) {
  return (
    <Card component="article" aria-label={structure.nom} withBorder radius="md" padding="lg">
      <Stack gap="xs" h="100%">
        <Group justify="space-between" align="flex-start" wrap="nowrap">
          <Title order={2} size="h4">
            {structure.nom}
          </Title>
          <Badge variant="light" color="teal" style={{ flexShrink: 0 }}>
            {STRUCTURE_CATEGORY_LABELS[structure.categorie]}
          </Badge>
        </Group>
        <Badge variant="dot" color={STATUS_COLORS[structure.statut]}>
          {structure.statut}
        </Badge>
        <Group gap={6} wrap="nowrap" align="flex-start">
          <MapPin size={16} style={{ flexShrink: 0, marginTop: 3 }} />
          <Text size="sm">
            {structure.adresse}, {structure.code_postal} {structure.ville}
          </Text>
        </Group>
        <Group gap={6} wrap="nowrap">
          <Phone size={16} />
          <Anchor size="sm" href={`tel:${structure.telephone.replace(/\s/g, '')}`}>
            {structure.telephone}
          </Anchor>
        </Group>
        <Group gap={6} wrap="nowrap">
          <Mail size={16} />
          <Anchor size="sm" href={`mailto:${structure.email}`}>
            {structure.email}
          </Anchor>
        </Group>
        {structure.description && (
          <Text size="sm" c="dimmed" style={{ whiteSpace: 'pre-line' }}>
            {structure.description}
          </Text>
        )}
        {onEdit && onDelete && (
          <Group gap="xs" mt="auto" pt="xs">
            <EditButton onClick={onEdit} />
            <DeleteButton onClick={onDelete} />
          </Group>
        )}
      </Stack>
    </Card>
  );
}
