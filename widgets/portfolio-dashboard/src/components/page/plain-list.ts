import styled from 'styled-components';
import { Grid } from '@portfolio/ui';

/** A list without bullets or indent: the kit's Grid as a `ul`, its items `$gap` apart. */
export const PlainList = styled(Grid).attrs({ as: 'ul' })`
  margin: 0;
  padding: 0;
  list-style: none;
`;
