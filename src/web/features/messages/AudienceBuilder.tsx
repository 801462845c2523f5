import {
  Badge,
  Button,
  Card,
  CloseButton,
  Group,
  NumberInput,
  SegmentedControl,
  Select,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { Plus, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { directoryLabel } from '../../../domain/directory.ts';
import { ADHESION_TYPE_LABELS, ADHESION_TYPES, type AdhesionType } from '../../../domain/members.ts';
import {
  AUDIENCE_COMBINATIONS,
  AUDIENCE_FILTER_KINDS,
  AUDIENCE_FILTER_LABELS,
  AUDIENCE_FILTERS_MAX,
  AUDIENCE_MEMBERSHIP_STATE_LABELS,
  AUDIENCE_MEMBERSHIP_STATES,
  type Audience,
  type AudienceFilter,
  type AudienceFilterKind,
  type AudienceMembershipState,
  CHOSEN_MEMBERS_MAX,
} from '../../../domain/message-audience.ts';
import { FrenchDateInput } from '../../lib/FrenchDateInput.tsx';
import { IconAction } from '../../lib/IconAction.tsx';
import { MemberPicker } from '../../lib/MemberPicker.tsx';
import { useDirectoryEntry } from '../../lib/useMemberDirectory.ts';
import { newFilter } from './messageForm.ts';
import { useAssemblyOptions, useEventOptions } from './useAudienceOptions.ts';

const KIND_OPTIONS = AUDIENCE_FILTER_KINDS.map((value) => ({ value, label: AUDIENCE_FILTER_LABELS[value] }));
const STATE_OPTIONS = AUDIENCE_MEMBERSHIP_STATES.map((value) => ({
  value,
  label: AUDIENCE_MEMBERSHIP_STATE_LABELS[value],
}));
const TYPE_OPTIONS = ADHESION_TYPES.map((value) => ({ value, label: ADHESION_TYPE_LABELS[value] }));
const COMBINE_LABELS: Record<Audience['combine'], string> = { et: 'Tous (et)', ou: 'Au moins un (ou)' };
const COMBINE_OPTIONS = AUDIENCE_COMBINATIONS.map((value) => ({ value, label: COMBINE_LABELS[value] }));

type AudienceBuilderProps = {
  audience: Audience;
  onChange: (audience: Audience) => void;
  error?: string;
};

/** Who receives the message: up to four filters, combined with « et » or « ou ». */
export function AudienceBuilder({ audience, onChange, error }: AudienceBuilderProps) {
  const { filters } = audience;
  const replace = (index: number, filter: AudienceFilter) =>
    onChange({ ...audience, filters: filters.map((current, at) => (at === index ? filter : current)) });

  return (
    <Card withBorder radius="md" padding="lg" component="section" aria-label="Destinataires">
      <Stack gap="md">
        <Title order={2} size="h4">
          Destinataires
        </Title>
        {filters.length > 1 && (
          <Stack gap={4}>
            <Text size="sm" fw={500} id="audience-combine">
              Combiner les filtres
            </Text>
            <SegmentedControl
              aria-labelledby="audience-combine"
              data={COMBINE_OPTIONS}
              value={audience.combine}
              onChange={(combine) => onChange({ ...audience, combine: combine as Audience['combine'] })}
            />
          </Stack>
        )}
        {filters.map((filter, index) => (
          <FilterRow
            // The filters have no identity of their own; their place is theirs.
            // biome-ignore lint/suspicious/noArrayIndexKey: a filter is edited in place
            key={index}
            index={index}
            filter={filter}
            onChange={(changed) => replace(index, changed)}
            onRemove={
              filters.length > 1
                ? () => onChange({ ...audience, filters: filters.filter((_, at) => at !== index) })
                : undefined
            }
          />
        ))}
        {error && (
          <Text size="sm" c="red" role="alert">
            {error}
          </Text>
        )}
        {filters.length < AUDIENCE_FILTERS_MAX && (
          <Group>
            <Button
              variant="light"
              leftSection={<Plus size={16} />}
              onClick={() => onChange({ ...audience, filters: [...filters, newFilter('adhesion')] })}
            >
              Ajouter un filtre
            </Button>
          </Group>
        )}
      </Stack>
    </Card>
  );
}

type FilterRowProps = {
  index: number;
  filter: AudienceFilter;
  onChange: (filter: AudienceFilter) => void;
  onRemove: (() => void) | undefined;
};

function FilterRow({ index, filter, onChange, onRemove }: FilterRowProps) {
  const label = `Filtre ${index + 1}`;
  return (
    // A fieldset is as wide as its content unless told: on a phone it would overflow the page.
    <Card withBorder radius="sm" padding="sm" component="fieldset" aria-label={label} miw={0}>
      <Group align="flex-end" gap="sm" wrap="wrap">
        <Select
          label={label}
          data={KIND_OPTIONS}
          value={filter.kind}
          allowDeselect={false}
          onChange={(kind) => kind && onChange(newFilter(kind as AudienceFilterKind))}
          w={300}
          maw="100%"
        />
        <FilterSettings filter={filter} onChange={onChange} />
        {onRemove && (
          <IconAction variant="light" color="red" label={`Retirer le filtre ${index + 1}`} onClick={onRemove}>
            <Trash2 size={16} />
          </IconAction>
        )}
      </Group>
    </Card>
  );
}

/** What a filter of each kind asks besides its kind. */
function FilterSettings({
  filter,
  onChange,
}: {
  filter: AudienceFilter;
  onChange: (filter: AudienceFilter) => void;
}) {
  switch (filter.kind) {
    case 'adhesion':
      return (
        <>
          <Select
            label="État"
            data={STATE_OPTIONS}
            value={filter.etat}
            allowDeselect={false}
            onChange={(etat) => etat && onChange({ kind: 'adhesion', etat: etat as AudienceMembershipState })}
            w={200}
          />
          {(filter.etat === 'a_jour' || filter.etat === 'expiree') && (
            <FrenchDateInput
              label="À la date"
              description="Aujourd'hui si vide"
              clearable
              value={filter.date ?? null}
              onChange={(date) => onChange({ ...filter, date: date ?? undefined })}
              w={180}
            />
          )}
          {filter.etat === 'expiree' && (
            <NumberInput
              label="Depuis moins de (mois)"
              description="Sans limite si vide"
              min={1}
              max={120}
              allowDecimal={false}
              value={filter.moisMax ?? ''}
              onChange={(value) =>
                onChange({ ...filter, moisMax: typeof value === 'number' ? value : undefined })
              }
              w={200}
            />
          )}
        </>
      );
    case 'type_adhesion':
      return (
        <Select
          label="Type"
          data={TYPE_OPTIONS}
          value={filter.type}
          allowDeselect={false}
          onChange={(type) => type && onChange({ kind: 'type_adhesion', type: type as AdhesionType })}
          w={220}
        />
      );
    case 'evenement':
      return (
        <EventChoice
          eventId={filter.eventId}
          onChange={(eventId) => onChange({ kind: 'evenement', eventId })}
        />
      );
    case 'assemblee':
      return (
        <AssemblyChoice
          assemblyId={filter.assemblyId}
          onChange={(assemblyId) => onChange({ kind: 'assemblee', assemblyId })}
        />
      );
    case 'choisis':
      return (
        <ChosenMembers
          userIds={filter.userIds}
          onChange={(userIds) => onChange({ kind: 'choisis', userIds })}
        />
      );
    default:
      return null;
  }
}

function EventChoice({ eventId, onChange }: { eventId: string; onChange: (eventId: string) => void }) {
  const [search, setSearch] = useState('');
  const options = useEventOptions(search, eventId);
  return (
    <Select
      label="Événement"
      placeholder="Rechercher un événement"
      data={options}
      value={eventId || null}
      onChange={(value) => onChange(value ?? '')}
      searchable
      searchValue={search}
      onSearchChange={setSearch}
      // The server has searched already.
      filter={({ options: found }) => found}
      nothingFoundMessage="Aucun événement"
      w={360}
      maw="100%"
    />
  );
}

function AssemblyChoice({
  assemblyId,
  onChange,
}: {
  assemblyId: string;
  onChange: (assemblyId: string) => void;
}) {
  const options = useAssemblyOptions(assemblyId);
  return (
    <Select
      label="Assemblée"
      placeholder="Choisir une assemblée"
      data={options}
      value={assemblyId || null}
      onChange={(value) => onChange(value ?? '')}
      nothingFoundMessage="Aucune assemblée"
      w={320}
      maw="100%"
    />
  );
}

/** Members picked one by one, each shown by name with a way to take them out. */
function ChosenMembers({ userIds, onChange }: { userIds: string[]; onChange: (userIds: string[]) => void }) {
  return (
    <Stack gap="xs" flex={1} miw={260}>
      <MemberPicker
        label="Ajouter un membre"
        placeholder="Nom ou email"
        value={null}
        disabled={userIds.length >= CHOSEN_MEMBERS_MAX}
        onChange={(id) => id && !userIds.includes(id) && onChange([...userIds, id])}
        // A new picker after each choice: the box is empty again for the next name.
        key={userIds.length}
      />
      {userIds.length > 0 && (
        <Group gap={6}>
          {userIds.map((id) => (
            <ChosenMember
              key={id}
              id={id}
              onRemove={() => onChange(userIds.filter((userId) => userId !== id))}
            />
          ))}
        </Group>
      )}
    </Stack>
  );
}

function ChosenMember({ id, onRemove }: { id: string; onRemove: () => void }) {
  const { data } = useDirectoryEntry(id);
  const label = data ? directoryLabel(data) : 'Membre';
  return (
    <Badge
      variant="light"
      size="lg"
      tt="none"
      maw="100%"
      rightSection={<CloseButton size="xs" aria-label={`Retirer ${label}`} onClick={onRemove} />}
    >
      {label}
    </Badge>
  );
}
