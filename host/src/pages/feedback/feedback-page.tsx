import styled from 'styled-components';
import { PageHeader, useCurrentUser } from '@portfolio/ui';
import {
  FEEDBACK_INTRO,
  FEEDBACK_PATH,
  FEEDBACK_TITLE,
  FeedbackIntro,
  FeedbackWidget,
} from '../../marketing/feedback-widget';
import { PublicPage } from '../../marketing/public-page';

/** /feedback in the signed-in shell: the feedback form under the page's header. */
export function FeedbackPage() {
  return (
    <>
      <PageHeader title={FEEDBACK_TITLE} description={FEEDBACK_INTRO} />
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
      <FeedbackIntro heading="h1" />
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
