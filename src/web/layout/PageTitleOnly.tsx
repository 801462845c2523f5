import { Title } from '@mantine/core';

/** Placeholder for pages whose content comes in a later issue: only their title for now. */
export function PageTitleOnly({ title }: { title: string }) {
  return <Title order={2}>{title}</Title>;
}
