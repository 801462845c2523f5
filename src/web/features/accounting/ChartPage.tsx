import { Anchor, Badge, Button, Group, Select, Stack, Switch, Text } from '@mantine/core';
import { Eye, EyeOff, Pencil, Plus, Trash2 } from 'lucide-react';
import { Suspense, useState } from 'react';
import { Link } from 'react-router';
import { canDeleteAccount } from '../../../domain/accounting-permissions.ts';
import type { Account } from '../../../domain/accounting-schemas.ts';
import { AdminSearchList } from '../../lib/AdminSearchList.tsx';
import { IconAction } from '../../lib/IconAction.tsx';
import { lazyNamed } from '../../lib/lazyNamed.ts';
import { ResponsiveTable } from '../../lib/ResponsiveTable.tsx';
import type { ResponsiveColumn } from '../../lib/responsive-columns.ts';
import { AccountingSections } from './AccountingSections.tsx';
import { CLASS_LABELS } from './accountClasses.ts';
import { useAccountActions, useChart } from './useChart.ts';

const AccountFormModal = lazyNamed(() => import('./AccountFormModal.tsx'), 'AccountFormModal');

const CLASS_OPTIONS = Object.entries(CLASS_LABELS).map(([value, label]) => ({
  value,
  label: `${value} – ${label}`,
}));

/** The associations' chart and the association's own sub-accounts. */
export function ChartPage() {
  const chart = useChart();
  const { toggleHidden, askDeletion } = useAccountActions();
  // undefined: no form open; null: a new sub-account.
  const [editing, setEditing] = useState<Account | null | undefined>(undefined);
  const columns: ResponsiveColumn<Account>[] = [
    {
      header: 'Compte',
      phone: 'title',
      cell: (account) => (
        <Anchor component={Link} to={`/admin/comptabilite/comptes/${account.id}`} fw={600} size="sm">
          {account.code} {account.label}
        </Anchor>
      ),
    },
    {
      header: 'Classe',
      phone: 'more',
      cell: (account) => `${account.class} – ${CLASS_LABELS[account.class] ?? ''}`,
    },
    {
      header: 'État',
      cell: (account) => (
        <Group gap={4}>
          {account.added && <Badge variant="light">Ajouté</Badge>}
          {account.hidden && (
            <Badge variant="light" color="gray">
              Masqué
            </Badge>
          )}
          {account.in_use && (
            <Text size="xs" c="dimmed">
              Porte des écritures
            </Text>
          )}
        </Group>
      ),
    },
    {
      header: 'Actions',
      phone: 'actions',
      cell: (account) => (
        <Group gap={4} wrap="nowrap">
          <IconAction label={`Renommer le compte ${account.code}`} onClick={() => setEditing(account)}>
            <Pencil size={16} />
          </IconAction>
          <IconAction
            label={`${account.hidden ? 'Afficher' : 'Masquer'} le compte ${account.code}`}
            onClick={() => toggleHidden(account)}
          >
            {account.hidden ? <Eye size={16} /> : <EyeOff size={16} />}
          </IconAction>
          {canDeleteAccount(account) && (
            <IconAction
              label={`Supprimer le compte ${account.code}`}
              color="red"
              onClick={() => askDeletion(account)}
            >
              <Trash2 size={16} />
            </IconAction>
          )}
        </Group>
      ),
    },
  ];
  return (
    <>
      <AdminSearchList
        list={chart.list}
        actions={
          <Button leftSection={<Plus size={16} />} onClick={() => setEditing(null)}>
            Ajouter un sous-compte
          </Button>
        }
        intro={<AccountingSections />}
        searchPlaceholder="Numéro ou libellé"
        filters={
          <Stack gap={6}>
            <Select
              label="Classe"
              placeholder="Toutes"
              clearable
              data={CLASS_OPTIONS}
              value={chart.accountClass ? String(chart.accountClass) : null}
              onChange={(value) => chart.setAccountClass(value ? Number(value) : null)}
              w={{ base: '100%', sm: 280 }}
            />
            <Switch
              label="Afficher les comptes masqués"
              checked={chart.showHidden}
              onChange={(event) => chart.setShowHidden(event.currentTarget.checked)}
            />
          </Stack>
        }
        empty="Aucun compte dans cette classe."
        emptySearch="Aucun compte ne correspond à cette recherche."
        totalNoun="compte"
      >
        <ResponsiveTable
          rows={chart.list.items}
          columns={columns}
          rowKey={(account) => account.id}
          rowLabel={(account) => `Compte ${account.code} ${account.label}`}
          label="Plan comptable"
          minWidth={800}
          tableProps={{ striped: true, verticalSpacing: 'xs' }}
        />
      </AdminSearchList>
      <Suspense>
        {editing !== undefined && (
          <AccountFormModal account={editing} onClose={() => setEditing(undefined)} />
        )}
      </Suspense>
    </>
  );
}
