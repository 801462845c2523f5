import { Anchor, Center, Container, Image, Paper, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { useAssociation } from '../lib/useAssociation.ts';
import { openLegalModal } from './legalModalEvent.ts';

type PublicPageFrameProps = { children: ReactNode; width?: number };

/** The centred card of the sign-in, registration and password pages, with the legal texts link. */
export function PublicPageFrame({ children, width = 440 }: PublicPageFrameProps) {
  const association = useAssociation();
  return (
    <Center component="main" mih="100vh" py="xl" px="md" bg="var(--mantine-color-gray-0)">
      <Container size={width} w="100%" p={0}>
        <Stack gap="lg">
          <Stack gap={2} align="center">
            {/* Above the name it stands for: nothing more for a screen reader to say. */}
            {association?.logo_url && (
              <Image src={association.logo_url} alt="" h={72} w="auto" maw={240} fit="contain" mb="xs" />
            )}
            <Title order={1} size="h2" ta="center">
              {association?.name ?? 'Espace adhérents'}
            </Title>
            <Text c="dimmed" size="sm">
              Espace adhérents
            </Text>
          </Stack>
          <Paper withBorder shadow="sm" radius="md" p="xl">
            {children}
          </Paper>
          <Anchor component="button" type="button" size="sm" c="dimmed" mx="auto" onClick={openLegalModal}>
            Informations Légales
          </Anchor>
        </Stack>
      </Container>
    </Center>
  );
}
