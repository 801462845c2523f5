import { Anchor, Text } from '@mantine/core';
import { Link } from 'react-router';
import { useAssociationName } from '../lib/useAssociation.ts';

/** The association's name in the signed-in areas' header, a link to the area's home page. */
export function AssociationName({ homePath }: { homePath: string }) {
  return (
    <Anchor component={Link} to={homePath} underline="never" c="inherit">
      <Text fw={700} size="lg" truncate>
        {useAssociationName()}
      </Text>
    </Anchor>
  );
}
