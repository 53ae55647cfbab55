import styled from 'styled-components';
import { BuildingIcon, Card, EmptyState } from '@portfolio/ui';

/** What the registry shows to someone who belongs to no company. */
export function NoCompanyAccess() {
  return (
    <Wrapper>
      <Card>
        <EmptyState
          icon={<BuildingIcon size={24} />}
          title="No Company Access"
          description="You need to be a member of a company to manage LLM models."
        />
      </Card>
    </Wrapper>
  );
}

const Wrapper = styled.div`
  max-width: 32rem;
  margin: 4rem auto 0;
`;
