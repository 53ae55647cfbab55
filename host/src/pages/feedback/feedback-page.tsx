import styled from 'styled-components';
import { IconTile, MessageSquareIcon, PageHeader, useCurrentUser } from '@portfolio/ui';
import { PRODUCT_NAME } from '../../brand';
import { FEEDBACK_PATH, FeedbackWidget } from '../../marketing/feedback-widget';
import { headline, lead } from '../../marketing/marketing-styles';
import { PublicPage } from '../../marketing/public-page';

const TITLE = 'Share Your Feedback';
const INTRO = `Tell us what works, what does not, and what you would like ${PRODUCT_NAME} to do next. Every message is read by the team that builds it.`;

/** /feedback in the signed-in shell: the feedback form under the page's header. */
export function FeedbackPage() {
  return (
    <>
      <PageHeader title={TITLE} description={INTRO} />
      <FormColumn>
        <FeedbackWidget />
      </FormColumn>
    </>
  );
}

/** /feedback for a visitor: the public pages' top bar and footer around the feedback form. */
export function PublicFeedbackPage() {
  const { user } = useCurrentUser();
  return (
    <PublicPage user={user} returnTo={FEEDBACK_PATH} main={PublicMain}>
      <Intro>
        <IconTile $size="2.75rem" $radius="lg" aria-hidden="true">
          <MessageSquareIcon size={20} />
        </IconTile>
        <h1>{TITLE}</h1>
        <p>{INTRO}</p>
      </Intro>
      <FeedbackWidget />
    </PublicPage>
  );
}

const FormColumn = styled.div`
  max-width: 44rem;
`;

const PublicMain = styled.main`
  max-width: 44rem;
  margin: 0 auto;
  padding: 4rem 1.5rem 6rem;
  display: grid;
  gap: 2rem;
  &:focus {
    outline: none;
  }
`;

const Intro = styled.div`
  h1 {
    margin-top: 1.25rem;
    ${headline('4xl')}
  }
  p {
    margin-top: 1rem;
    ${lead}
  }
`;
