import { Button, Group, Modal, Stack, Tabs, Text, Textarea } from '@mantine/core';
import { useLayoutEffect, useState } from 'react';
import { LEGAL_TYPES, type LegalType } from '../../../domain/legal.ts';
import { confirmLeaving } from '../../lib/confirmLeaving.tsx';
import { useUnsavedChangesGuard } from '../../lib/useUnsavedChangesGuard.ts';
import { useLegalModal } from './useLegalModal.ts';

/** The spec's modal is 2xl wide (42rem); Mantine's named sizes stop at xl. */
const MODAL_WIDTH = '42rem';

type LegalModalProps = { opened: boolean; onClose: () => void };

export function LegalModal({ opened, onClose }: LegalModalProps) {
  const [isDirty, setIsDirty] = useState(false);
  // Escape, the cross and a click outside all close the modal: each asks first when a text is unsaved.
  const handleClose = () => (isDirty ? confirmLeaving(onClose) : onClose());
  return (
    <Modal
      opened={opened}
      onClose={handleClose}
      title="Informations Légales"
      size={MODAL_WIDTH}
      centered
      styles={{ title: { fontWeight: 700, fontSize: 'var(--mantine-font-size-lg)' } }}
    >
      {/* Modal unmounts its content when closed: every opening starts on CGV, in view mode. */}
      <LegalModalContent onClose={handleClose} onDirtyChange={setIsDirty} />
    </Modal>
  );
}

type LegalModalContentProps = { onClose: () => void; onDirtyChange: (isDirty: boolean) => void };

function LegalModalContent({ onClose, onDirtyChange }: LegalModalContentProps) {
  const legal = useLegalModal();
  useUnsavedChangesGuard(legal.isDirty);
  // Before the browser handles the next key: an Escape typed right after the text must already
  // find the modal dirty (a passive effect could run after that keydown, and close without asking).
  useLayoutEffect(() => {
    onDirtyChange(legal.isDirty);
    return () => onDirtyChange(false);
  }, [legal.isDirty, onDirtyChange]);

  return (
    <Stack gap="md">
      <Tabs
        value={legal.activeType}
        onChange={(value) => value && legal.changeTab(value as LegalType)}
        keepMounted={false}
      >
        <Tabs.List>
          {LEGAL_TYPES.map((type) => (
            <Tabs.Tab key={type} value={type}>
              {type}
            </Tabs.Tab>
          ))}
        </Tabs.List>
        {LEGAL_TYPES.map((type) => (
          <Tabs.Panel key={type} value={type} pt="md">
            <LegalTextBody legal={legal} />
          </Tabs.Panel>
        ))}
      </Tabs>

      <Group justify="flex-end" gap="sm">
        {legal.isEditing ? (
          <>
            <Button variant="default" onClick={legal.cancelEditing}>
              Annuler
            </Button>
            <Button
              onClick={legal.save}
              loading={legal.isSaving}
              disabled={legal.isSaving || legal.isLoading}
            >
              Enregistrer
            </Button>
          </>
        ) : (
          <>
            {legal.canEdit && (
              <Button variant="light" onClick={legal.startEditing}>
                Modifier
              </Button>
            )}
            <Button variant="default" onClick={onClose}>
              Fermer
            </Button>
          </>
        )}
      </Group>
    </Stack>
  );
}

function LegalTextBody({ legal }: { legal: ReturnType<typeof useLegalModal> }) {
  if (legal.isLoading) return <Text c="dimmed">Chargement...</Text>;
  if (legal.isEditing) {
    return (
      <Textarea
        aria-label={legal.activeType}
        value={legal.draft}
        onChange={(event) => legal.setDraft(event.currentTarget.value)}
        autosize
        minRows={10}
        maxRows={20}
      />
    );
  }
  if (legal.text === '') return <Text c="dimmed">Aucun contenu</Text>;
  return <Text style={{ whiteSpace: 'pre-wrap' }}>{legal.text}</Text>;
}
