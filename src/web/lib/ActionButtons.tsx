import { Button, type ButtonProps } from '@mantine/core';
import { Pencil, Trash2 } from 'lucide-react';

type ActionButtonProps = { onClick: () => void; variant?: ButtonProps['variant'] };

/** The small 'Modifier' of a card or row, the same on every screen. */
export function EditButton({ onClick, variant = 'light' }: ActionButtonProps) {
  return (
    <Button size="xs" variant={variant} leftSection={<Pencil size={14} />} onClick={onClick}>
      Modifier
    </Button>
  );
}

/** The small red 'Supprimer' of a card or row; the caller asks for confirmation. */
export function DeleteButton({ onClick, variant = 'light' }: ActionButtonProps) {
  return (
    <Button size="xs" variant={variant} color="red" leftSection={<Trash2 size={14} />} onClick={onClick}>
      Supprimer
    </Button>
  );
}
