import { Anchor, Group, Image, Text } from '@mantine/core';
import { Link } from 'react-router';
import { useAssociation, useAssociationName } from '../lib/useAssociation.ts';

/** The association's logo and name in the signed-in areas' header, a link to the area's home page. */
export function AssociationName({ homePath }: { homePath: string }) {
  const logoUrl = useAssociation()?.logo_url;
  return (
    <Anchor component={Link} to={homePath} underline="never" c="inherit" miw={0}>
      <Group gap="xs" wrap="nowrap">
        {/* Beside the name it stands for: nothing more for a screen reader to say. */}
        {logoUrl && <Image src={logoUrl} alt="" h={32} w="auto" maw={120} fit="contain" />}
        <Text fw={700} size="lg" truncate>
          {useAssociationName()}
        </Text>
      </Group>
    </Anchor>
  );
}
