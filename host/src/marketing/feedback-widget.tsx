import styled from 'styled-components';
import { IconTile, MessageSquareIcon } from '@portfolio/ui';
import { PRODUCT_NAME } from '../brand';
import { RemoteWidget } from '../remote/remote-widget';
import { useWidgetProps } from '../remote/use-widget-props';
import { headline, lead } from './marketing-styles';

/** The page of the feedback form, open to everyone, signed in or not. */
export const FEEDBACK_PATH = '/feedback';

/** The feedback-form widget, as the landing page and the feedback page show it. */
export function FeedbackWidget() {
  const widgetProps = useWidgetProps();
  return (
    <RemoteWidget
      name="feedback-form"
      module="./FeedbackForm"
      label="Feedback form"
      widgetProps={widgetProps}
      minHeight="22rem"
    />
  );
}

export const FEEDBACK_TITLE = 'Share Your Feedback';
export const FEEDBACK_INTRO = `Tell us what works, what does not, and what you would like ${PRODUCT_NAME} to do next. Every message is read by the team that builds it.`;

/**
 * The title and words above the feedback form on a public page: the page's own heading on
 * /feedback (`h1`), a section's on the landing page (`h2`).
 */
export function FeedbackIntro({ heading, id }: { heading: 'h1' | 'h2'; id?: string }) {
  return (
    <Intro>
      <IconTile $size="2.75rem" $radius="lg" aria-hidden="true">
        <MessageSquareIcon size={20} />
      </IconTile>
      <Title as={heading} id={id}>
        {FEEDBACK_TITLE}
      </Title>
      <p>{FEEDBACK_INTRO}</p>
    </Intro>
  );
}

const Intro = styled.div`
  p {
    margin-top: 1rem;
    ${lead}
  }
`;

const Title = styled.h1`
  margin-top: 1.25rem;
  ${headline('4xl')}
`;
